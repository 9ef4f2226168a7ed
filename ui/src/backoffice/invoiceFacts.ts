import type { StaffInvoice } from '@tienda/domain';
import { formatShortDateTime } from '../components/DataTable';

/** Where a voucher waiting for ARCA stands: still queued, or how many tries and when the next one is. */
export function pendingProgress({ attempts, nextAttemptAt }: Pick<StaffInvoice, 'attempts' | 'nextAttemptAt'>): string {
  if (attempts === 0) return 'En cola, todavía sin intentos.';
  const tries = `${attempts} ${attempts === 1 ? 'intento' : 'intentos'}`;
  return nextAttemptAt ? `${tries}; el próximo, ${formatShortDateTime(nextAttemptAt)}.` : `${tries}.`;
}
