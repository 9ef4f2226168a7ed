import { coerce, enums, literal, object, optional, refine, string, type, type Infer } from 'superstruct';
import { emailStruct, nameStruct, phoneStruct } from '../validation';
import { Id, MultilineText, ShortText } from './common';

const MESSAGE_MAX_LENGTH = 2000;

/** The order number as a person types it: 123, '123', '#123' or 'N° 123'. */
export const OrderNumber = coerce(Id, string(), (value) => {
  const digits = value.trim().replace(/^(?:#|n[°º.]?)\s*/i, '');
  return /^\d+$/.test(digits) ? Number(digits) : value;
});

/** POST /api/withdrawal: the 'botón de arrepentimiento' (spec §2 repentance page). */
export const WithdrawalBody = type({
  name: nameStruct,
  email: emailStruct,
  phone: phoneStruct,
  orderNumber: OrderNumber,
  message: optional(MultilineText(MESSAGE_MAX_LENGTH)),
});
export type WithdrawalRequest = Infer<typeof WithdrawalBody>;

/**
 * POST /api/withdrawal's answer. A member's own order: the code that names the request (the same
 * when asked twice). Anyone else: no code, only the words that a link to confirm it went to the
 * order's e-mail (the same whether or not the pair is an order's). POST /api/withdrawal/confirm:
 * the code, once the link is opened.
 */
export const WithdrawalResponse = object({ ok: literal(true), code: optional(string()), message: string() });

/** POST /api/withdrawal/confirm: the token of the link mailed to the order's address. */
export const WithdrawalConfirmBody = type({ token: ShortText(100) });

/**
 * What a contact message is about: a question, or one of the personal-data rights of Ley 25.326
 * (access, rectification, deletion), as the contact form offers them.
 */
export const CONTACT_TOPICS = {
  question: 'Una consulta sobre un producto, un pedido o un préstamo',
  dataAccess: 'Acceder a mis datos personales',
  dataRectification: 'Corregir o actualizar mis datos personales',
  dataDeletion: 'Eliminar mis datos personales',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** POST /api/contact: the contact form; without a topic, a question. */
export const ContactBody = type({
  topic: optional(enums(Object.keys(CONTACT_TOPICS) as ContactTopic[])),
  name: nameStruct,
  email: emailStruct,
  phone: phoneStruct,
  message: refine(MultilineText(MESSAGE_MAX_LENGTH), 'message', (value) => value.length > 0 || 'Escribe tu mensaje.'),
});
export type ContactRequest = Infer<typeof ContactBody>;
