import { CatalogListing, type CatalogListingProps } from './CatalogListing';

export type ExploreScreenProps = CatalogListingProps;

/**
 * '/explore' (spec §2 Explore): the title, the filters, the products a page at a time with
 * 'Página X / Y', the spinner while loading, the spec's empty state, and a failure with
 * 'Reintentar'.
 */
export function ExploreScreen(props: ExploreScreenProps) {
  return <CatalogListing title="Explora nuestros productos" {...props} />;
}
