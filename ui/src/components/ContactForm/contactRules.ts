import { validateEmail, validateName, validatePhone, type ContactTopic, type FieldErrors } from '@tienda/domain';

/** What a person types in the contact form. */
export type ContactMessageValues = {
  topic: ContactTopic;
  name: string;
  email: string;
  phone: string;
  message: string;
};

export const emptyContactMessage: ContactMessageValues = { topic: 'question', name: '', email: '', phone: '', message: '' };

// The shop's field rules of spec §5 for name, e-mail and phone; the message is required (the server's own words).
const rules: { [Field in keyof ContactMessageValues]?: (value: string) => string | null } = {
  name: validateName,
  email: validateEmail,
  phone: validatePhone,
  message: (value) => (value.trim() === '' ? 'Escribe tu mensaje.' : null),
};

/** One message per failing field, in the order of the form; empty when it can be sent. */
export function validateContactMessage(values: ContactMessageValues): FieldErrors<ContactMessageValues> {
  const errors: FieldErrors<ContactMessageValues> = {};
  for (const field of Object.keys(rules) as (keyof ContactMessageValues)[]) {
    const message = rules[field]?.(values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
