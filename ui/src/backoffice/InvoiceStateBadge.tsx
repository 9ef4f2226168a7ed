import { INVOICE_STATE_LABELS, type InvoiceState } from '@tienda/domain';
import { Badge } from '../components/Badge';
import type { Tone } from '../theme/tones';

/** Waiting for ARCA (warning), authorised (success), refused until the staff retry it (critical). */
export const INVOICE_STATE_TONES: Record<InvoiceState, Exclude<Tone, 'brand'>> = {
  pending: 'warning',
  issued: 'success',
  failed: 'critical',
};

export type InvoiceStateBadgeProps = { state: InvoiceState };

/** A voucher's state in the staff's words ('Rechazada por ARCA'), in the colour that repeats it. */
export function InvoiceStateBadge({ state }: InvoiceStateBadgeProps) {
  return <Badge tone={INVOICE_STATE_TONES[state]}>{INVOICE_STATE_LABELS[state]}</Badge>;
}
