import { PrivacyScreen } from '@tienda/ui';

export default function PrivacyRoute() {
  return <PrivacyScreen />;
}
