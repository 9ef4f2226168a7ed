import { CONSUMER_AUTHORITIES } from '@tienda/domain';
import { Link } from '../Link';

/**
 * The consumer authorities a shopper may go to, with their phone and site: the national one and the
 * City of Buenos Aires' one (Ley 2.244), for a text page's body.
 */
export function ConsumerAuthorities() {
  return (
    <ul>
      {CONSUMER_AUTHORITIES.map((authority) => (
        <li key={authority.url}>
          <strong>{authority.name}</strong> ({authority.jurisdiction}): {authority.phone},{' '}
          <Link external href={authority.url}>
            {authority.url.replace(/^https:\/\//, '')}
          </Link>
          .
        </li>
      ))}
    </ul>
  );
}
