import { useId, type ReactNode } from 'react';
import { formatARS, formatShipping, roundMoney } from '@tienda/domain';
import { Heading } from '../Heading';
import { figure, figures, panel, row, term } from './PurchaseSummary.css';

export type PurchaseSummaryProps = {
  /** Units in the cart. */
  itemCount: number;
  subtotal: number;
  /** The applied coupon and the amount it takes off. */
  coupon?: { code: string; discount: number };
  /**
   * The shipping cost (0 reads 'GRATIS'); `null` while not yet known (shown as
   * 'A calcular'); left out on pages where shipping is not part of the summary.
   */
  shipping?: number | null;
  total: number;
  /** The step's button, e.g. 'Continuar compra'. */
  action?: ReactNode;
};

type Tone = 'neutral' | 'success' | 'muted';

/** A label and its figure, as a pair of a description list. */
function SummaryRow({ label, value, tone, total }: { label: string; value: string; tone?: Tone; total?: boolean }) {
  return (
    <div className={row({ total })}>
      <dt className={term}>{label}</dt>
      <dd className={figure({ tone, total })}>{value}</dd>
    </div>
  );
}

/** Not yet known, free (zero once rounded, as formatShipping reads it) or a cost. */
function shippingFigure(shipping: number | null): { value: string; tone: Tone } {
  if (shipping === null) return { value: 'A calcular', tone: 'muted' };
  return { value: formatShipping(shipping), tone: roundMoney(shipping) === 0 ? 'success' : 'neutral' };
}

/**
 * 'Resumen de compra': the figures of the purchase as label–figure pairs (a description
 * list, so screen readers read each label with its figure) and the step's action.
 */
export function PurchaseSummary({ itemCount, subtotal, coupon, shipping, total, action }: PurchaseSummaryProps) {
  const headingId = useId();
  return (
    <section className={panel} aria-labelledby={headingId}>
      <Heading level="2" size="3" id={headingId}>
        Resumen de compra
      </Heading>
      <dl className={figures}>
        <SummaryRow label="Productos" value={String(itemCount)} />
        <SummaryRow label="Subtotal" value={formatARS(subtotal)} />
        {coupon && <SummaryRow label={`Cupón ${coupon.code}`} value={formatARS(-coupon.discount)} tone="success" />}
        {shipping !== undefined && <SummaryRow label="Envío" {...shippingFigure(shipping)} />}
        <SummaryRow label="Total" value={formatARS(total)} total />
      </dl>
      {action}
    </section>
  );
}
