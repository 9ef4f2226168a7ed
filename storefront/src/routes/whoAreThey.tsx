import { STORES } from '@tienda/domain';
import { WhoAreTheyScreen } from '@tienda/ui';
import type { MetaArgs } from 'react-router';
import { staticHead } from '../app/pageHead';
import { useSeller } from '../app/queries';

export const meta = ({ matches }: MetaArgs) => staticHead('Quiénes somos', '/who-are-they', matches);

export default function WhoAreTheyRoute() {
  return <WhoAreTheyScreen since={useSeller().activitiesSince} storeCount={STORES.length} />;
}
