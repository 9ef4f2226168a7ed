import { Link } from 'react-router';
import type { LinkComponent } from '@tienda/ui';

/**
 * The link `ui` uses for the shop's own pages: React Router's, so a click changes the page
 * without reloading. Outside addresses, and files the server answers (/api/…, such as a contract's PDF),
 * stay plain anchors.
 */
export const RouterLink: LinkComponent = ({ href, ...props }) =>
  /^(https?:|mailto:|tel:|#|\/api\/)/.test(href) ? <a href={href} {...props} /> : <Link to={href} {...props} />;
