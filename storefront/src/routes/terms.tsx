import { TermsScreen } from '@tienda/ui';

export default function TermsRoute() {
  return <TermsScreen />;
}
