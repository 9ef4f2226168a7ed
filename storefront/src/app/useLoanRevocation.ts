import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetailScreenProps } from '@tienda/ui';
import type { LoanRequestResponse } from '@tienda/domain';
import { serverMessage } from '../api/http';
import { ordersApi } from '../api/orders';
import { MEMBER_ORDERS, memberOrderQuery } from './queries';

const REQUEST_FAILED = 'No pudimos registrar tu solicitud. Intenta de nuevo en unos minutos.';

/**
 * A member's loan order: 'Revocar préstamo' and 'Solicitar la baja del préstamo' wired to their calls.
 * The answer is the order as it now stands (its state, and the code in `loan.revocation`), put
 * straight into the page's cache; "Mis compras" is read again, since the order's state may have moved.
 */
export function useLoanRevocation(orderId: number | null): OrderDetailScreenProps['loanRevocation'] {
  const queryClient = useQueryClient();
  const settle = ({ order }: LoanRequestResponse) => {
    // Its vouchers stay as they were: a loan request does not touch them.
    queryClient.setQueryData(memberOrderQuery(order.id).queryKey, (page) => page && { ...page, order });
    void queryClient.invalidateQueries({ queryKey: [...MEMBER_ORDERS, 'page'] });
  };
  const revoke = useMutation({ mutationFn: (id: number) => ordersApi.revokeLoan(id), onSuccess: settle });
  const cancel = useMutation({ mutationFn: (id: number) => ordersApi.requestLoanCancellation(id), onSuccess: settle });
  if (orderId === null) return undefined;
  const failed = revoke.isError ? revoke.error : cancel.isError ? cancel.error : null;
  return {
    onRevoke: () => revoke.mutate(orderId),
    revoking: revoke.isPending,
    onRequestCancellation: () => cancel.mutate(orderId),
    requestingCancellation: cancel.isPending,
    error: failed && serverMessage(failed, REQUEST_FAILED),
  };
}
