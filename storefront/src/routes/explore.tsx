import type { LoaderFunctionArgs, MetaArgs } from 'react-router';
import { ExploreScreen } from '@tienda/ui';
import { prefetchListing, useCatalogListing } from '../app/catalogListing';
import { browserNavigation } from '../app/prefetch';
import { exploreHead } from '../app/pageHead';

export const loader = ({ request }: LoaderFunctionArgs) => prefetchListing(request);

export const clientLoader = browserNavigation;

export const meta = ({ matches, location }: MetaArgs) => exploreHead(matches, location);

export default function ExploreRoute() {
  const { listing } = useCatalogListing();
  return <ExploreScreen {...listing} />;
}
