import type { ReactNode } from 'react';
import { formatARS, formatShipping, roundMoney } from '@tienda/domain';
import type { Tone } from '../../theme/tones';
import { Box } from '../Box';
import { Card } from '../Card';
import { NetOfTaxes } from '../NetOfTaxes';
import { Stack } from '../Stack';
import { figure, row, term } from './PurchaseSummary.css';

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
  /**
   * The total without national taxes, computed by the domain from the lines' own rates, the coupon and
   * shipping (totalWithoutNationalTaxes): the legend under the total.
   */
  totalWithoutNationalTaxes: number;
  /** The step's button, e.g. 'Continuar compra'. */
  action?: ReactNode;
};

/** A figure's tone: good news (a discount, free shipping), not yet known, or plain. */
type FigureTone = Extract<Tone, 'neutral' | 'success'> | 'muted';

/** A label and its figure, as a pair of a description list. */
function SummaryRow({ label, value, tone, total }: { label: string; value: string; tone?: FigureTone; total?: boolean }) {
  return (
    <Box display="flex" justifyContent="space-between" alignItems="baseline" gap="medium" className={row({ total })}>
      <dt className={term}>{label}</dt>
      <dd className={figure({ tone, total })}>{value}</dd>
    </Box>
  );
}

/** Not yet known, free (zero once rounded, as formatShipping reads it) or a cost. */
function shippingFigure(shipping: number | null): { value: string; tone: FigureTone } {
  if (shipping === null) return { value: 'A calcular', tone: 'muted' };
  return { value: formatShipping(shipping), tone: roundMoney(shipping) === 0 ? 'success' : 'neutral' };
}

/**
 * 'Resumen de compra': the figures of the purchase as label–figure pairs (a description
 * list, so screen readers read each label with its figure), the total's price without national
 * taxes, and the step's action.
 */
export function PurchaseSummary({ itemCount, subtotal, coupon, shipping, total, totalWithoutNationalTaxes, action }: PurchaseSummaryProps) {
  return (
    <Card title="Resumen de compra">
      {/* The total and, right under it, its legend: one price block. */}
      <Stack space="xxsmall" data-price="">
        <Stack as="dl" space="small" margin="none">
          <SummaryRow label="Productos" value={String(itemCount)} />
          <SummaryRow label="Subtotal" value={formatARS(subtotal)} />
          {coupon && <SummaryRow label={`Cupón ${coupon.code}`} value={formatARS(-coupon.discount)} tone="success" />}
          {shipping !== undefined && <SummaryRow label="Envío" {...shippingFigure(shipping)} />}
          <SummaryRow label="Total" value={formatARS(total)} total />
        </Stack>
        <NetOfTaxes amount={totalWithoutNationalTaxes} align="right" />
      </Stack>
      {action}
    </Card>
  );
}
