import { BAJA_KIND_LABELS, type BajaKind } from '@tienda/domain';
import type { Mail } from '../../mail/mailer';
import { textMail } from '../../mail/mailMarkup';
import { BAJA_LINK_HOURS } from './bajaWords';

/** What a request names, in a sentence: 'tu compra N° 12' or 'tu cuenta'. */
const named = (orderId: number | null) => (orderId === null ? 'tu cuenta' : `tu compra N° ${orderId}`);

/**
 * The code at once and the link that makes the baja take effect, sent to the order's or account's
 * own address: only whoever reads that mailbox can cancel.
 */
export function bajaConfirmationMail(to: string, code: string, orderId: number | null, link: string): Mail {
  const text = [
    'Hola:',
    `Recibimos un pedido de baja de ${named(orderId)} con el Botón de baja. Su código es ${code}.`,
    'Para confirmarlo, abre este enlace:',
    link,
    `El enlace funciona durante ${BAJA_LINK_HOURS} horas.`,
    `Si no lo pediste tú, ignora este correo: sin confirmarlo, ${orderId === null ? 'tu cuenta sigue' : 'tu compra sigue'} igual.`,
  ].join('\n\n');
  return textMail(to, `Tu solicitud de baja ${code}: confírmala`, text, orderId ?? undefined);
}

/** What the baja came to, to the same address. */
export function bajaDoneMail(to: string, code: string, orderId: number | null, outcome: string): Mail {
  return textMail(to, `Baja ${code}: ${orderId === null ? 'tu cuenta' : `compra N° ${orderId}`}`, `Hola:\n\n${outcome}\n\nCódigo de tu solicitud: ${code}.`, orderId ?? undefined);
}

/** The staff's notice of a baja confirmed. */
export function bajaNotice(inbox: string, code: string, kind: BajaKind, target: string, outcome: string): Mail {
  return textMail(inbox, `Baja ${code}: ${BAJA_KIND_LABELS[kind].toLowerCase()} ${target}`, `Código: ${code}\n${BAJA_KIND_LABELS[kind]}: ${target}\n\n${outcome}`);
}
