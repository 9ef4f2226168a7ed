import { PrivacyScreen } from '@tienda/ui';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';
import { useSeller } from '../app/queries';

export const meta = ({ matches }: MetaArgs) => staticHead('Políticas de privacidad', '/policy-and-privacy', matches);

export default function PrivacyRoute() {
  return <PrivacyScreen seller={useSeller()} />;
}
