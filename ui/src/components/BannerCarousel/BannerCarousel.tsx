import { BANNER_INTERVAL_MS } from '@tienda/domain';
import { visuallyHidden } from '../../theme/utils.css';
import { RotatingBanners } from './RotatingBanners';
import { SwipeBanners } from './SwipeBanners';
import { skeletonDesktop, skeletonMobile } from './BannerCarousel.css';
import type { Banner } from './types';

export type BannerCarouselProps = {
  /** Shown under 1024 px. */
  mobileBanners: readonly Banner[];
  /** Shown at 1024 px and wider. */
  desktopBanners: readonly Banner[];
  /** Placeholders of the banners' size, so the page does not jump when they arrive. */
  loading?: boolean;
  /** Desktop banners move on by themselves; off for still pictures (stories, snapshots). */
  autoPlay?: boolean;
  /** Time on each desktop banner, in ms (spec §9: 2 s). */
  interval?: number;
};

/**
 * The home's promotions: the phone set under 1024 px, the desktop set from there, chosen
 * by CSS. A set that is empty (none loaded, or the call failed) simply does not show.
 */
export function BannerCarousel({
  mobileBanners,
  desktopBanners,
  loading = false,
  autoPlay = true,
  interval = BANNER_INTERVAL_MS,
}: BannerCarouselProps) {
  if (loading) {
    return (
      <div>
        <div className={skeletonMobile} aria-hidden="true" />
        <div className={skeletonDesktop} aria-hidden="true" />
        <p role="status" className={visuallyHidden}>
          Cargando promociones...
        </p>
      </div>
    );
  }
  return (
    <>
      {mobileBanners.length > 0 && <SwipeBanners banners={mobileBanners} />}
      {desktopBanners.length > 0 && <RotatingBanners banners={desktopBanners} autoPlay={autoPlay} interval={interval} />}
    </>
  );
}
