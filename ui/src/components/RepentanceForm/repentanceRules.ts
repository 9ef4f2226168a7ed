import { validateEmail, validateName, validatePhone, type FieldErrors } from '@tienda/domain';

/** What a person types in the withdrawal form; the server reads the order number leniently ('#123'). */
export type RepentanceValues = {
  name: string;
  email: string;
  phone: string;
  orderNumber: string;
  message: string;
};

export const emptyRepentance: RepentanceValues = { name: '', email: '', phone: '', orderNumber: '', message: '' };

const required = (message: string) => (value: string) => (value.trim() === '' ? message : null);

// The shop's field rules of spec §5 for name, e-mail and phone; the order is required, the message is not
// (withdrawing needs no reason).
const rules: Record<keyof RepentanceValues, (value: string) => string | null> = {
  name: validateName,
  email: validateEmail,
  phone: validatePhone,
  orderNumber: required('Introduce el número de pedido.'),
  message: () => null,
};

/** One message per failing field, in the order of the form; empty when it can be sent. */
export function validateRepentance(values: RepentanceValues): FieldErrors<RepentanceValues> {
  const errors: FieldErrors<RepentanceValues> = {};
  for (const field of Object.keys(rules) as (keyof RepentanceValues)[]) {
    const message = rules[field](values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
