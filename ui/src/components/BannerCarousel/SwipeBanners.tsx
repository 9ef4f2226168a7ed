import { useState } from 'react';
import { counter, frame, image, mobileOnly, scroller, swipeSlide } from './BannerCarousel.css';
import { loadingAttributes, responsiveImage } from '../ProductImage/responsive';
import { BANNER_IMAGE_SIZES, BANNER_SIZES, type Banner } from './types';

/** The phone carousel: a strip the thumb swipes, one banner per stop, and an 'n/total' counter. */
export function SwipeBanners({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  const count = banners.length;

  return (
    <section aria-roledescription="carrusel" aria-label="Promociones" className={[frame, mobileOnly].join(' ')}>
      {/* Focusable, so the keyboard's arrows scroll it too. */}
      <div
        className={scroller}
        tabIndex={0}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          setIndex(Math.min(count - 1, Math.round(scrollLeft / clientWidth)));
        }}
      >
        {banners.map((banner, position) => (
          <div
            key={banner.id}
            role="group"
            aria-roledescription="banner"
            aria-label={`${position + 1} de ${count}`}
            className={swipeSlide}
          >
            <img
              className={image}
              src={banner.src}
              {...responsiveImage(banner.src, BANNER_IMAGE_SIZES.mobile)}
              alt={banner.alt}
              {...BANNER_SIZES.mobile}
              // The first banner is the home's main picture; the others wait until they near the screen.
              {...loadingAttributes(position === 0 ? 'priority' : 'lazy')}
            />
          </div>
        ))}
      </div>
      {count > 1 && (
        <p className={counter}>
          {Math.min(index, count - 1) + 1}/{count}
        </p>
      )}
    </section>
  );
}
