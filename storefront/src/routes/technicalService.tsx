import { TechnicalServiceScreen } from '@tienda/ui';
import { TECHNICAL_SERVICE } from '@tienda/domain';

export default function TechnicalServiceRoute() {
  return <TechnicalServiceScreen brands={TECHNICAL_SERVICE} />;
}
