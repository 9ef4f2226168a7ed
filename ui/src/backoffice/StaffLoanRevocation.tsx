import type { LoanRevocationState } from '@tienda/domain';
import { Card } from '../components/Card';
import { formatShortDateTime, formatShortDay } from '../components/DataTable';
import { Facts } from './Facts';

/** The staff's view of a loan order's revocation and "baja": the last day to revoke, and each request with its code. */
export function StaffLoanRevocation({ revocation }: { revocation: LoanRevocationState }) {
  const facts: [string, string][] = [
    ['Plazo para revocar', `Hasta el ${formatShortDay(revocation.deadline)}${revocation.revocable ? ' (vigente)' : ''}`],
    ['Revocación', revocation.code ? `${revocation.code} · ${revocation.revokedAt ? formatShortDateTime(revocation.revokedAt) : ''}` : 'No pedida'],
    ['Baja', revocation.cancellationCode ? `${revocation.cancellationCode} · ${revocation.cancellationRequestedAt ? formatShortDateTime(revocation.cancellationRequestedAt) : ''}` : 'No pedida'],
  ];
  return (
    <Card title="Revocación y baja del préstamo" titleSize="4" space="small">
      <Facts facts={facts} />
    </Card>
  );
}
