import type { LoanRequestKind } from '@tienda/domain';
import type { Mail } from '../../mail/mailer';
import { mailLine } from '../../mail/mailMarkup';

const html = (text: string) => text.split('\n\n').map((paragraph) => `<p>${paragraph.split('\n').map(mailLine).join('<br>')}</p>`).join('\n');
const mail = (to: string, subject: string, text: string, orderId: number): Mail => ({ to, subject, text, html: html(text), orderId });

/** What happens to the purchase once the loan is revoked, by the state the order was in. */
export type RevocationOutcome = 'cancelled' | 'goods_back';

export type Borrower = { name: string; email: string };

/** The borrower's receipt of the revocation, with its code: the law asks for no cost and no reason. */
export function revocationReceipt(borrower: Borrower, orderId: number, code: string, outcome: RevocationOutcome, followUrl: string): Mail {
  const what =
    outcome === 'cancelled'
      ? 'Cancelamos tu compra: el préstamo no se otorga y no pagarás ninguna cuota.'
      : 'El préstamo queda sin efecto. Te escribimos para coordinar la devolución del producto, sin costo para ti.';
  const text = [
    `Hola, ${borrower.name}:`,
    `Recibimos la revocación del préstamo de tu compra N° ${orderId}. Tu código de trámite es ${code}.`,
    `${what} La revocación no tiene costo ni necesita un motivo.`,
    `Sigue tu compra en ${followUrl}`,
  ].join('\n\n');
  return mail(borrower.email, `Revocaste el préstamo de tu compra N° ${orderId}: código ${code}`, text, orderId);
}

/** The borrower's receipt of their "baja" (early cancellation) request, with its code. */
export function cancellationReceipt(borrower: Borrower, orderId: number, code: string, followUrl: string): Mail {
  const text = [
    `Hola, ${borrower.name}:`,
    `Recibimos tu solicitud de baja (cancelación anticipada) del préstamo de tu compra N° ${orderId}. Tu código de trámite es ${code}.`,
    'Te escribimos para informarte el saldo a cancelar y cómo pagarlo.',
    `Sigue tu compra en ${followUrl}`,
  ].join('\n\n');
  return mail(borrower.email, `Recibimos tu solicitud de baja del préstamo: código ${code}`, text, orderId);
}

const NOTICE_WORDS: Record<LoanRequestKind, string> = { revocation: 'Revocación del préstamo', cancellation: 'Baja del préstamo' };

/** The shop's inbox hears of each request at once. */
export function loanRequestNotice(to: string, kind: LoanRequestKind, borrower: Borrower, orderId: number, code: string): Mail {
  return mail(to, `${NOTICE_WORDS[kind]} ${code}: orden N° ${orderId}`, `Orden N° ${orderId}\nCódigo: ${code}\nNombre: ${borrower.name}\nCorreo: ${borrower.email}`, orderId);
}
