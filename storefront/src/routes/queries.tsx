import { QueriesScreen } from '@tienda/ui';
import { company } from '../app/company';
import { useAuth } from '../app/auth';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';

export const meta = ({ matches }: MetaArgs) => staticHead('Consultas', '/queries', matches);

export default function QueriesRoute() {
  const { authenticated } = useAuth();
  return <QueriesScreen whatsappNumber={company.whatsapp} isGuest={!authenticated} />;
}
