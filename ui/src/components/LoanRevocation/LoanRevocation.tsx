import { Undo2 } from 'lucide-react';
import { FINAL_STATUSES, type LoanRevocationState, type OrderStatus } from '@tienda/domain';
import { Box } from '../Box';
import { Button } from '../Button';
import { Card } from '../Card';
import { ConfirmDialog } from '../Dialog';
import { FormFailure } from '../Field';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { formatShortDay } from '../DataTable';
import { formatOrderDate } from '../OrderStatusTimeline';

export type LoanRevocationProps = {
  /** The loan's standing, as the server computed it (`order.loan.revocation`). */
  revocation: LoanRevocationState;
  /** The order's state: a closed order (cancelled, expired, refunded) has no loan left to cancel. */
  orderStatus: OrderStatus;
  /** Confirmed 'Revocar préstamo'. */
  onRevoke: () => void;
  revoking?: boolean;
  /** Confirmed 'Solicitar la baja del préstamo'. */
  onRequestCancellation: () => void;
  requestingCancellation?: boolean;
  /** Why the last request failed, in the server's words. */
  error?: string | null;
};

/**
 * The borrower's rights on the order's page: to revoke the loan at no cost within 10 business days
 * of accepting it, and after that to ask for its "baja" (early cancellation); each asked once,
 * confirmed in a dialog, and answered with its code.
 */
export function LoanRevocation({ revocation, orderStatus, onRevoke, revoking, onRequestCancellation, requestingCancellation, error }: LoanRevocationProps) {
  const lastDay = formatShortDay(revocation.deadline);
  const closed = FINAL_STATUSES.includes(orderStatus);
  if (closed && !revocation.code && !revocation.cancellationCode) return null;

  return (
    <Card title="Tu préstamo" titleSize="4" space="small" alignItems="flex-start">
      {/* In the page from the start, so that the code is announced when it arrives. */}
      <Box role="status">
        {revocation.code && (
          <Text>
            Revocaste este préstamo{revocation.revokedAt ? ` el ${formatOrderDate(revocation.revokedAt)}` : ''}, sin costo. Tu código de trámite es{' '}
            <Text as="strong" weight="medium">{revocation.code}</Text>.
          </Text>
        )}
        {revocation.cancellationCode && (
          <Text>
            Solicitaste la baja del préstamo{revocation.cancellationRequestedAt ? ` el ${formatOrderDate(revocation.cancellationRequestedAt)}` : ''}. Tu código de trámite es{' '}
            <Text as="strong" weight="medium">{revocation.cancellationCode}</Text>. Te escribimos para informarte el saldo a cancelar.
          </Text>
        )}
      </Box>
      {revocation.revocable && (
        <Stack space="small">
          <Text>Puedes revocar este préstamo sin costo hasta el {lastDay}. No necesitas indicar un motivo.</Text>
          <ConfirmDialog
            title="¿Revocar el préstamo?"
            description="Si la compra todavía no se pagó, la cancelamos y no pagarás ninguna cuota. Si la compra ya está pagada, coordinamos contigo la devolución del producto. La revocación no tiene costo."
            confirmLabel="Revocar préstamo"
            cancelLabel="Volver"
            onConfirm={onRevoke}
            trigger={
              <Button variant="secondary" loading={revoking} loadingLabel="Revocando..." icon={<Undo2 size={18} aria-hidden="true" />}>
                Revocar préstamo
              </Button>
            }
          />
        </Stack>
      )}
      {!revocation.revocable && !revocation.code && !revocation.cancellationCode && (
        <Stack space="small">
          <Text>
            El plazo para revocar este préstamo venció el {lastDay}. Puedes solicitar la baja (cancelación anticipada): te informamos el saldo a cancelar.
          </Text>
          <ConfirmDialog
            title="¿Solicitar la baja del préstamo?"
            description="Registramos tu pedido de cancelación anticipada y te escribimos con el saldo a cancelar y cómo pagarlo."
            confirmLabel="Solicitar la baja"
            cancelLabel="Volver"
            onConfirm={onRequestCancellation}
            trigger={
              <Button variant="secondary" loading={requestingCancellation} loadingLabel="Enviando...">
                Solicitar la baja del préstamo
              </Button>
            }
          />
        </Stack>
      )}
      {error && <FormFailure>{error}</FormFailure>}
    </Card>
  );
}
