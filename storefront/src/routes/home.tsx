import { HomeScreen } from '@tienda/ui';
import { imageUrl } from '../api/catalog';
import { company } from '../app/company';
import { useProductCards } from '../app/productCards';
import { useBanners, useHighlighted } from '../app/queries';

const toSlides = (banners: { id: number; url: string; alt: string }[] = []) =>
  banners.map((banner) => ({ id: banner.id, src: imageUrl('banner', banner.url)!, alt: banner.alt }));

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
