import { QueriesScreen } from '@tienda/ui';
import { company } from '../app/company';
import { useAuth } from '../app/auth';

export default function QueriesRoute() {
  const { authenticated } = useAuth();
  return <QueriesScreen whatsappNumber={company.whatsapp} isGuest={!authenticated} />;
}
