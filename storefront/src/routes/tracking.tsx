import type { MetaArgs } from 'react-router';
import { OrderLookup } from '../app/OrderLookup';
import { staticHead } from '../app/pageHead';

/** '/seguimiento' (linked from the footer and every order e-mail): a guest asks for the link to their order. */
export const meta = ({ matches }: MetaArgs) => staticHead('Seguimiento de compra', '/seguimiento', matches);

export default function TrackingRoute() {
  return <OrderLookup />;
}
