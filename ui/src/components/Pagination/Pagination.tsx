import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '../IconButton';
import { nav, position, stepButton } from './Pagination.css';

export type PaginationProps = {
  /** The page shown, from 1 (spec §9: pagination starts at 1). */
  page: number;
  totalPages: number;
  /** Called with the page to show next. */
  onPageChange: (page: number) => void;
};

/** 'Página X / Y' between the previous and next arrows; each arrow is disabled at its end. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  return (
    <nav aria-label="Paginación" className={nav}>
      <IconButton
        className={stepButton}
        label="Página anterior"
        icon={<ChevronLeft size={22} />}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      />
      {/* Announced when it changes, so a keyboard user hears where the arrows took them. */}
      <p className={position} aria-live="polite">
        Página {page} / {totalPages}
      </p>
      <IconButton
        className={stepButton}
        label="Página siguiente"
        icon={<ChevronRight size={22} />}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      />
    </nav>
  );
}
