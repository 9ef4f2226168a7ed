import { HomeScreen } from '@tienda/ui';
import { imageUrl } from '@tienda/client';
import { company } from '../app/company';
import { useProductCards } from '../app/productCards';
import { bannersQuery, highlightedQuery, useBanners, useHighlighted } from '../app/queries';
import { browserNavigation, prefetch } from '../app/prefetch';
import { homeHead } from '../app/pageHead';
import type { MetaArgs } from 'react-router';

const toSlides = (banners: { id: number; url: string; alt: string }[] = []) =>
  banners.map((banner) => ({ id: banner.id, src: imageUrl('banner', banner.url)!, alt: banner.alt }));

export const loader = () =>
  prefetch((queryClient) =>
    Promise.all([queryClient.prefetchQuery(bannersQuery('mobile')), queryClient.prefetchQuery(bannersQuery('desktop')), queryClient.prefetchQuery(highlightedQuery())]),
  );

export const clientLoader = browserNavigation;

export const meta = ({ matches }: MetaArgs) => homeHead(matches);

export default function HomeRoute() {
  const mobile = useBanners('mobile');
  const desktop = useBanners('desktop');
  const highlighted = useHighlighted();
  const cards = useProductCards();
  return (
    <HomeScreen
      {...cards}
      mobileBanners={toSlides(mobile.data)}
      desktopBanners={toSlides(desktop.data)}
      bannersLoading={mobile.isPending || desktop.isPending}
      highlightedProducts={highlighted.data ?? []}
      productsLoading={highlighted.isPending}
      categoryHref={(id) => `/explore?category=${id}`}
      googlePlayHref={company.googlePlayHref}
      appStoreHref={company.appStoreHref}
    />
  );
}
