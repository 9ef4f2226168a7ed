import type { ReactNode } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Box } from '../Box';
import { IconButton, IconButtonLink } from '../IconButton';
import { position, stepButton } from './Pagination.css';

/**
 * How the arrows take the shopper to another page: links to each page's address (`pageHref`),
 * which a crawler follows and which work without JavaScript, or a callback (`onPageChange`).
 */
export type PageNavigation =
  | {
      /**
       * The address of a page (e.g. `/explore?page=2`): the arrows that lead somewhere are links
       * to it, through the app's link component. Following the link is the page change, so
       * `onPageChange` is not called for them.
       */
      pageHref: (page: number) => string;
      onPageChange?: (page: number) => void;
    }
  | {
      pageHref?: (page: number) => string;
      /** Called with the page to show next (arrows as buttons). */
      onPageChange: (page: number) => void;
    };

export type PaginationProps = PageNavigation & {
  /** The page shown, from 1 (spec §9: pagination starts at 1). */
  page: number;
  totalPages: number;
};

/**
 * 'Página X / Y' between the previous and next arrows; each arrow is disabled at its end.
 * With `pageHref`, an arrow that leads somewhere is a link drawn exactly as the button.
 */
export function Pagination({ page, totalPages, pageHref, onPageChange }: PaginationProps) {
  return (
    // The padding leaves room for the arrows' focus rings.
    <Box as="nav" aria-label="Paginación" display="flex" alignItems="center" justifyContent="center" gap="medium" padding="xsmall">
      <StepArrow
        label="Página anterior"
        icon={<ChevronLeft size={22} />}
        rel="prev"
        target={page - 1}
        disabled={page <= 1}
        pageHref={pageHref}
        onPageChange={onPageChange}
      />
      {/* Announced when it changes, so a keyboard user hears where the arrows took them. */}
      <p className={position} aria-live="polite">
        Página {page} / {totalPages}
      </p>
      <StepArrow
        label="Página siguiente"
        icon={<ChevronRight size={22} />}
        rel="next"
        target={page + 1}
        disabled={page >= totalPages}
        pageHref={pageHref}
        onPageChange={onPageChange}
      />
    </Box>
  );
}

type StepArrowProps = {
  label: string;
  icon: ReactNode;
  rel: 'prev' | 'next';
  /** The page it leads to. */
  target: number;
  /** At its end: a disabled button, link or not, so the limit shows and takes no focus. */
  disabled: boolean;
  pageHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
};

function StepArrow({ label, icon, rel, target, disabled, pageHref, onPageChange }: StepArrowProps) {
  if (pageHref && !disabled) {
    // A link drawn and named as the button it replaces.
    return <IconButtonLink href={pageHref(target)} rel={rel} label={label} icon={icon} className={stepButton} />;
  }
  return <IconButton className={stepButton} label={label} icon={icon} disabled={disabled} onClick={() => onPageChange?.(target)} />;
}
