import type { MetaArgs } from 'react-router';
import { LegalScreen } from '@tienda/ui';
import { staticHead } from '../app/pageHead';
import { useSeller } from '../app/queries';

export const meta = ({ matches }: MetaArgs) => staticHead('Datos legales', '/legal', matches);

/** '/legal': who sells and the authorities a shopper may go to, from the server's settings. */
export default function LegalRoute() {
  return <LegalScreen seller={useSeller()} />;
}
