import type { ContactRequest, WithdrawalRequest } from '@tienda/domain';
import type { Mail } from '../../mail/mailer';
import { mailLine } from '../../mail/mailMarkup';

const html = (text: string) => text.split('\n\n').map((paragraph) => `<p>${paragraph.split('\n').map(mailLine).join('<br>')}</p>`).join('\n');
const mail = (to: string, subject: string, text: string, orderId?: number): Mail => ({ to, subject, text, html: html(text), ...(orderId && { orderId }) });

/** The acknowledgement the law asks for within 24 hours; this shop sends it at once. */
export function withdrawalReceipt(request: WithdrawalRequest, code: string, followUrl: string): Mail {
  return mail(
    request.email,
    `Recibimos tu arrepentimiento: código ${code}`,
    `Hola, ${request.name}:\n\nRecibimos tu solicitud de arrepentimiento de la compra N° ${request.orderNumber}. Tu código de trámite es ${code}.\n\nTe escribimos para coordinar la devolución del producto y el reintegro del dinero, sin costo para ti.\n\nSigue tu compra en ${followUrl}`,
    request.orderNumber,
  );
}

export function withdrawalNotice(to: string, request: WithdrawalRequest, code: string): Mail {
  return mail(
    to,
    `Arrepentimiento ${code}: orden N° ${request.orderNumber}`,
    `Orden N° ${request.orderNumber}\nCódigo: ${code}\nNombre: ${request.name}\nCorreo: ${request.email}\nTeléfono: ${request.phone}\n\n${request.message ?? ''}`,
    request.orderNumber,
  );
}

export function contactNotice(to: string, request: ContactRequest): Mail {
  return mail(to, `Consulta de ${request.name}`, `Nombre: ${request.name}\nCorreo: ${request.email}\nTeléfono: ${request.phone}\n\n${request.message}`);
}
