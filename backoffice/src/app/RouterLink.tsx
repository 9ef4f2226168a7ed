import { Link } from 'react-router';
import type { LinkComponent } from '@tienda/ui';
import { isBackOfficePath } from './session';

/**
 * The link `ui` uses inside the back office: React Router's for its own pages under /admin (no
 * reload), a plain anchor for the shop's pages and outside addresses (another app answers those).
 */
export const RouterLink: LinkComponent = ({ href, ...props }) =>
  isBackOfficePath(href) ? <Link to={href} {...props} /> : <a href={href} {...props} />;
