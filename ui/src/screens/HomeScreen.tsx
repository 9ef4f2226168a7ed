import { useId } from 'react';
import type { Product } from '@tienda/domain';
import { AppDownloadBanner, type AppDownloadBannerProps } from '../components/AppDownloadBanner';
import { BannerCarousel, type Banner } from '../components/BannerCarousel';
import { ButtonLink } from '../components/Button';
import { CategoryTiles } from '../components/CategoryTiles';
import { Heading } from '../components/Heading';
import { ProductCarousel } from '../components/ProductCarousel';
import type { ProductCardActions } from '../components/ProductCard';
import { ShopPerks } from '../components/ShopPerks';
import { Stack } from '../components/Stack';
import { shopPaths } from '../paths';
import { exploreMore, mobileOnly, tagline } from './HomeScreen.css';

export type HomeScreenProps = ProductCardActions &
  AppDownloadBannerProps & {
    mobileBanners: readonly Banner[];
    desktopBanners: readonly Banner[];
    bannersLoading?: boolean;
    /** Off only for still pictures; the shop's desktop banners turn every 2 s. */
    bannerAutoPlay?: boolean;
    /** The highlighted products ('Productos recomendados'). */
    highlightedProducts: readonly Product[];
    productsLoading?: boolean;
    /** Explore with the category chosen, for the 'Nuestros productos' tiles. */
    categoryHref: (id: number) => string;
  };

/**
 * The home page: promotions, the categories, the recommended products and the app.
 * Banners that fail to load are simply left out (spec §8): the rest of the page stands.
 */
export function HomeScreen({
  mobileBanners,
  desktopBanners,
  bannersLoading = false,
  bannerAutoPlay = true,
  highlightedProducts,
  productsLoading = false,
  categoryHref,
  googlePlayHref,
  appStoreHref,
  ...productList
}: HomeScreenProps) {
  const categoriesTitleId = useId();
  return (
    <Stack space={{ mobile: 'xlarge', desktop: 'xxlarge' }}>
      {/* The carousel and, on phones, the tagline and the perks under it, close together. */}
      <Stack space="medium">
        <BannerCarousel
          mobileBanners={mobileBanners}
          desktopBanners={desktopBanners}
          loading={bannersLoading}
          autoPlay={bannerAutoPlay}
        />
        <Heading level="1" size="2" className={tagline}>
          Las mejores ofertas, desde tu hogar
        </Heading>
        <ShopPerks className={mobileOnly} />
      </Stack>

      <section aria-labelledby={categoriesTitleId}>
        <Stack space="medium">
          <Heading level="2" id={categoriesTitleId}>
            Nuestros productos
          </Heading>
          <CategoryTiles categoryHref={categoryHref} />
        </Stack>
      </section>

      <Stack space="large">
        <ProductCarousel
          title="Productos recomendados"
          products={highlightedProducts}
          loading={productsLoading}
          emptyMessage="Pronto vas a encontrar aquí nuestros productos recomendados."
          {...productList}
        />
        <ButtonLink href={shopPaths.explore} variant="secondary" size="large" className={exploreMore}>
          Explorar más productos
        </ButtonLink>
      </Stack>

      <AppDownloadBanner googlePlayHref={googlePlayHref} appStoreHref={appStoreHref} />
    </Stack>
  );
}
