import { TermsScreen } from '@tienda/ui';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';
import { useSeller } from '../app/queries';

export const meta = ({ matches }: MetaArgs) => staticHead('Términos y condiciones', '/terms-and-conditions', matches);

export default function TermsRoute() {
  return <TermsScreen seller={useSeller()} />;
}
