import { data } from 'react-router';
import { NotFoundScreen } from '@tienda/ui';
import { noIndexHead } from '../app/pageHead';

// An address the shop does not have says so with its status too: no soft 404s for search engines.
export const loader = () => data(null, { status: 404 });

export const meta = () => noIndexHead('Página no encontrada');

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
