import { redirect } from 'react-router';

// An old bookmark of the built page's file name: the home page.
export const loader = () => redirect('/', 301);

export default function IndexHtmlRoute() {
  return null;
}
