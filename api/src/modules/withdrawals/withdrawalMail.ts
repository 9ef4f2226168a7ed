import { CONTACT_TOPICS, type ContactRequest, type WithdrawalRequest } from '@tienda/domain';
import type { Mail } from '../../mail/mailer';
import { mailLine } from '../../mail/mailMarkup';

const html = (text: string) => text.split('\n\n').map((paragraph) => `<p>${paragraph.split('\n').map(mailLine).join('<br>')}</p>`).join('\n');
const mail = (to: string, subject: string, text: string, orderId?: number): Mail => ({ to, subject, text, html: html(text), ...(orderId && { orderId }) });

/**
 * The link that makes a withdrawal asked without signing in take effect, sent to the order's own
 * address: only whoever reads that mailbox can cancel the purchase.
 */
export function withdrawalConfirmationMail(to: string, name: string, orderId: number, link: string, hours: number): Mail {
  const text = [
    `Hola, ${name}:`,
    `Recibimos un pedido para cancelar tu compra N° ${orderId} con el Botón de arrepentimiento. Para confirmarlo, abre este enlace:`,
    link,
    `El enlace funciona durante ${hours} horas.`,
    'Si no lo pediste tú, ignora este correo: sin confirmarlo, tu compra sigue igual.',
  ].join('\n\n');
  return mail(to, `Confirma el arrepentimiento de tu compra N° ${orderId}`, text, orderId);
}

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
  const topic = request.topic ?? 'question';
  // A personal-data request says so from its subject: the law gives a term to answer it.
  const subject = topic === 'question' ? `Consulta de ${request.name}` : `Datos personales: ${CONTACT_TOPICS[topic]} (${request.name})`;
  return mail(to, subject, `Motivo: ${CONTACT_TOPICS[topic]}\nNombre: ${request.name}\nCorreo: ${request.email}\nTeléfono: ${request.phone}\n\n${request.message}`);
}
