import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: a request's code is read aloud on the phone.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A shopper's request code: its kind's prefix and 8 random characters ('ARR-7K3M9QPZ'). */
export const requestCode = (prefix: string) => `${prefix}-${Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')}`;
