import { WhoAreTheyScreen } from '@tienda/ui';

export default function WhoAreTheyRoute() {
  return <WhoAreTheyScreen />;
}
