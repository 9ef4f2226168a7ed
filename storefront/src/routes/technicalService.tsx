import { TechnicalServiceScreen } from '@tienda/ui';
import { TECHNICAL_SERVICE } from '@tienda/domain';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';

export const meta = ({ matches }: MetaArgs) => staticHead('Servicio técnico', '/technical-service', matches);

export default function TechnicalServiceRoute() {
  return <TechnicalServiceScreen brands={TECHNICAL_SERVICE} />;
}
