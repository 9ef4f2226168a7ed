import { ORDER_STATUS_LABELS, type BajaKind, type BajaOutcome, type OrderStatus } from '@tienda/domain';
import { WITHDRAWAL_DAYS } from '@tienda/domain/businessDays';

/** How long the link that confirms a baja works: the rule asks for an answer within 24 hours. */
export const BAJA_LINK_HOURS = 24;

/** The answer to every request, the same whether or not it named a real order or account. */
export const requestAnswer = (code: string, kind: BajaKind) =>
  `Recibimos tu solicitud de baja. Tu código es ${code}. Si los datos coinciden con ${kind === 'order' ? 'una compra' : 'una cuenta'}, te enviamos un correo a esa dirección con un enlace para confirmarla. Ábrelo dentro de las próximas ${BAJA_LINK_HOURS} horas: hasta entonces no cambia nada.`;

export const LINK_NOT_VALID = 'Este enlace venció o no es válido. Vuelve a enviar el formulario del Botón de baja para recibir uno nuevo.';

/** What a confirmed baja came to, in the words of the page and of the mail. `status` is the order's state now. */
export function outcomeMessage(outcome: BajaOutcome, orderId: number | null, status?: OrderStatus): string {
  const order = `tu compra N° ${orderId}`;
  switch (outcome) {
    case 'order_cancelled':
      return `Cancelamos ${order}. Como todavía no estaba pagada, no tienes nada que pagar.`;
    case 'refund_requested':
      return `Cancelamos ${order} antes de su envío. Te reintegramos el importe por el mismo medio de pago que usaste y te avisamos por correo cuando lo hagamos.`;
    case 'already_shipped':
      return status === 'delivered'
        ? `Ya recibiste ${order}, así que la baja no puede cancelarla. Puedes usar el Botón de arrepentimiento dentro de los ${WITHDRAWAL_DAYS} días corridos desde que la recibiste.`
        : `${status === 'ready_for_pickup' ? 'Tu compra ya está lista para retirar' : 'Tu compra ya fue enviada'} (N° ${orderId}), así que la baja no puede cancelarla. Cuando la recibas, puedes usar el Botón de arrepentimiento: tienes ${WITHDRAWAL_DAYS} días corridos desde que la recibes, sin costo.`;
    case 'already_closed':
      return orderId === null
        ? 'No encontramos una cuenta con ese correo: quizá ya se dio de baja.'
        : `${order.replace(/^t/, 'T')} ya está ${status ? ORDER_STATUS_LABELS[status] : 'cerrada'}: no queda nada que dar de baja.`;
    case 'account_deleted':
      return 'Eliminamos tu cuenta y cerramos todas sus sesiones. Tus compras quedan registradas, como pide la ley, con los datos con que se hicieron.';
  }
}
