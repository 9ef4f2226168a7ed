import { useCallback, useId, useLayoutEffect, useRef, useState } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { Product } from '@tienda/domain';
import { Box } from '../Box';
import { Heading } from '../Heading';
import { IconButton } from '../IconButton';
import { BoundProductCard, type ProductCardActions } from '../ProductCard';
import { Text } from '../Text';
import { breakpoints } from '../../theme/breakpoints';
import { visuallyHidden } from '../../theme/utils.css';
import { empty, skeleton, track } from './ProductCarousel.css';

/** How far one press of an arrow scrolls (spec §2 Home: 900 px), or one screen when narrower. */
export const CAROUSEL_STEP_PX = 900;
const SKELETON_CARDS = 5;
/** The cards' pictures: 132 px on a phone, 208 px on a desktop (the track's columns less the cards' padding). */
const CARD_IMAGE_SIZES = `(min-width: ${breakpoints.desktop}px) 208px, 132px`;

export type ProductCarouselProps = ProductCardActions & {
  title: string;
  products: readonly Product[];
  /** The title's level; each card's name is one level below. */
  headingLevel?: '2' | '3';
  /** Placeholder cards while the products load. */
  loading?: boolean;
  /** Said when there are no products. */
  emptyMessage?: string;
};

/**
 * A titled row of product cards that scrolls sideways: swiped on a phone, moved 900 px a
 * step by the arrows beside the title, which are disabled at either end.
 */
export function ProductCarousel({
  title,
  products,
  headingLevel = '2',
  loading = false,
  emptyMessage = 'No hay productos para mostrar.',
  ...actions
}: ProductCarouselProps) {
  const titleId = useId();
  const trackRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const list = trackRef.current;
    if (!list) return;
    const atStart = list.scrollLeft <= 1;
    const atEnd = list.scrollLeft + list.clientWidth >= list.scrollWidth - 1;
    // The same edges keep the same state: a scroll within the row, or hydration, draws nothing again.
    setEdges((shown) => (shown.atStart === atStart && shown.atEnd === atEnd ? shown : { atStart, atEnd }));
  }, []);

  // Measured before paint, so the arrows never show a wrong state, even for a moment.
  useLayoutEffect(() => {
    const list = trackRef.current;
    if (!list) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, [measure, products, loading]);

  const scroll = (direction: 1 | -1) => {
    const list = trackRef.current;
    if (list) list.scrollBy({ left: direction * Math.min(CAROUSEL_STEP_PX, list.clientWidth) });
  };

  const cardLevel = headingLevel === '2' ? '3' : '4';
  const showList = !loading && products.length > 0;

  return (
    <section aria-labelledby={titleId}>
      <Box display="flex" alignItems="center" justifyContent="space-between" gap="medium" marginBottom="medium">
        <Heading level={headingLevel} id={titleId}>
          {title}
        </Heading>
        {showList && (
          <Box display="flex" gap="xsmall" flexShrink={0}>
            <IconButton
              variant="secondary"
              label="Productos anteriores"
              icon={<ChevronLeft size={22} />}
              disabled={edges.atStart}
              onClick={() => scroll(-1)}
            />
            <IconButton
              variant="secondary"
              label="Productos siguientes"
              icon={<ChevronRight size={22} />}
              disabled={edges.atEnd}
              onClick={() => scroll(1)}
            />
          </Box>
        )}
      </Box>

      {loading ? (
        <>
          <div className={track} aria-hidden="true">
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} className={skeleton} />
            ))}
          </div>
          <p role="status" className={visuallyHidden}>
            Cargando productos...
          </p>
        </>
      ) : showList ? (
        <ul ref={trackRef} className={track} onScroll={measure}>
          {products.map((product) => (
            <li key={product.id}>
              {/* Below the fold or off to the side: every picture waits until it nears the screen. */}
              <BoundProductCard product={product} headingLevel={cardLevel} imageSizes={CARD_IMAGE_SIZES} imageLoading="lazy" {...actions} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={empty}>
          <Text tone="muted">{emptyMessage}</Text>
        </div>
      )}
    </section>
  );
}
