import { useEffect, useState } from 'react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import { arrow, desktopOnly, dot, dotMark, frame, image, next, previous, slide, track } from './BannerCarousel.css';
import { loadingAttributes, responsiveImage } from '../ProductImage/responsive';
import { BANNER_IMAGE_SIZES, BANNER_SIZES, type Banner } from './types';

type RotatingBannersProps = { banners: readonly Banner[]; autoPlay: boolean; interval: number };

/**
 * The desktop carousel (WAI-ARIA APG carousel): it moves on by itself every `interval`,
 * stops while the pointer is over it or the focus is in it, and has a button to stop it for
 * good (WCAG 2.2.2), arrows and one dot per banner.
 */
export function RotatingBanners({ banners, autoPlay, interval }: RotatingBannersProps) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const count = banners.length;
  // The set may shrink under the index when the banners change.
  const current = index % count;
  const canRotate = autoPlay && count > 1;
  const rotating = canRotate && !hovered && !focused && !stopped;

  // Counting from the last move, so a click on an arrow or a dot earns the new banner its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((shown) => (shown + 1) % count), interval);
    return () => clearTimeout(timer);
  }, [rotating, current, count, interval]);

  const show = (target: number) => setIndex((target + count) % count);

  return (
    <section
      aria-roledescription="carrusel"
      aria-label="Promociones"
      className={desktopOnly}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => setFocused(event.currentTarget.contains(event.relatedTarget))}
    >
      <div className={frame}>
        {/* Announced when the shopper moves it, silent while it turns by itself. */}
        <div className={track} style={{ transform: `translateX(-${current * 100}%)` }} aria-live={rotating ? 'off' : 'polite'}>
          {banners.map((banner, position) => (
            <div
              key={banner.id}
              role="group"
              aria-roledescription="banner"
              aria-label={`${position + 1} de ${count}`}
              aria-hidden={position !== current}
              className={slide}
            >
              <img
                className={image}
                src={banner.src}
                {...responsiveImage(banner.src, BANNER_IMAGE_SIZES.desktop)}
                alt={banner.alt}
                {...BANNER_SIZES.desktop}
                // The first banner is the home's main picture; the others wait until they near the screen.
                {...loadingAttributes(position === 0 ? 'priority' : 'lazy')}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <IconButton
              className={[arrow, previous].join(' ')}
              label="Banner anterior"
              icon={<ChevronLeft size={24} />}
              onClick={() => show(current - 1)}
            />
            <IconButton
              className={[arrow, next].join(' ')}
              label="Banner siguiente"
              icon={<ChevronRight size={24} />}
              onClick={() => show(current + 1)}
            />
          </>
        )}
      </div>

      {count > 1 && (
        <Box display="flex" alignItems="center" justifyContent="center" gap="xsmall" marginTop="xsmall">
          {canRotate && (
            <IconButton
              label={stopped ? 'Reanudar banners' : 'Pausar banners'}
              icon={stopped ? <Play size={18} /> : <Pause size={18} />}
              onClick={() => setStopped((was) => !was)}
            />
          )}
          <Box display="flex" alignItems="center">
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={dot}
                aria-label={`Ir al banner ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => show(position)}
              >
                <span className={dotMark} aria-hidden="true" />
              </button>
            ))}
          </Box>
        </Box>
      )}
    </section>
  );
}
