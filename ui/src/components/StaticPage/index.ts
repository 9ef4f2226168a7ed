export { StaticPage, StaticPageNote, type StaticPageProps } from './StaticPage';
