import { NotFoundScreen } from '@tienda/ui';

export default function NotFoundRoute() {
  return <NotFoundScreen />;
}
