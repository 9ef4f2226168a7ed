import type { ReactNode } from 'react';
import { ChevronUp } from 'lucide-react';
import { formatARS } from '@tienda/domain';
import { NetOfTaxes } from '../NetOfTaxes';
import { action as actionStyle, amount, bar, label, legend, totals } from './MobileSummaryBar.css';

export type MobileSummaryBarProps = {
  total: number;
  /** The total without national taxes (the domain's totalWithoutNationalTaxes): its legend, under it. */
  totalWithoutNationalTaxes: number;
  /** Brings the full 'Resumen de compra' into view (and gives it the focus). */
  onShowSummary: () => void;
  /** The step's button, e.g. 'Continuar compra'. */
  action: ReactNode;
};

/**
 * The purchase summary one tap away on a phone: the total and the step's button, stuck to
 * the bottom of the screen; a tap on the total shows the whole summary. Hidden on desktops.
 */
export function MobileSummaryBar({ total, totalWithoutNationalTaxes, onShowSummary, action }: MobileSummaryBarProps) {
  return (
    // The total and its legend are one price block; the button stays named by what it shows.
    <div className={bar} data-price="">
      {/* The name starts with the words on screen (WCAG 2.5.3) and says what a tap does. */}
      <button type="button" className={totals} onClick={onShowSummary} aria-label={`Total ${formatARS(total)}, ver resumen de compra`}>
        <span className={label}>
          Total
          <ChevronUp size={16} aria-hidden="true" />
        </span>
        <span className={amount}>{formatARS(total)}</span>
      </button>
      <div className={actionStyle}>{action}</div>
      <NetOfTaxes amount={totalWithoutNationalTaxes} className={legend} />
    </div>
  );
}
