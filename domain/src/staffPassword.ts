import { refine, string } from 'superstruct';

/** Staff passwords open the whole back office: longer than a shopper's, and never an obvious one. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 64;

// The passwords tried first by anyone who guesses (lists of leaked passwords, the shop's own words),
// compared without capitals, spaces, dots or dashes.
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '111111111111',
  '000000000000',
  'qwertyuiop12',
  'qwertyuiop123',
  'qwerty123456',
  'password1234',
  'password12345',
  'passwordpassword',
  'contrasena123',
  'contraseña123',
  'contrasena1234',
  'contraseña1234',
  'administrador',
  'administrador1',
  'administrador123',
  'admin1234567',
  'adminadmin123',
  'operador1234',
  'operador12345',
  'bienvenido123',
  'bienvenido2024',
  'bienvenido2025',
  'bienvenido2026',
  'tiendaonline',
  'tienda123456',
  'tiendadecredito',
  'iloveyou1234',
  'abcdefghijkl',
  'abc123456789',
  'argentina123',
  'argentina2026',
  'bocajuniors12',
  'riverplate123',
]);

const comparable = (text: string) => text.toLowerCase().replace(/[\s._-]/g, '');

export const STAFF_PASSWORD_LENGTH = `La contraseña debe tener entre ${STAFF_PASSWORD_MIN_LENGTH} y ${STAFF_PASSWORD_MAX_LENGTH} caracteres.`;
export const STAFF_PASSWORD_COMMON = 'Esa contraseña es muy común. Elige otra más difícil de adivinar.';
export const STAFF_PASSWORD_HAS_EMAIL = 'La contraseña no puede contener el correo electrónico de la cuenta.';

/**
 * The staff's password rule: 12 to 64 characters, not one of the commonest, and without the account's
 * e-mail (nor the part before the @) inside. Spaces count: a phrase is a good password.
 */
export function validateStaffPassword(password: string, email?: string): string | null {
  if (password === '') return 'Introduce una contraseña.';
  if (password.length < STAFF_PASSWORD_MIN_LENGTH || password.length > STAFF_PASSWORD_MAX_LENGTH) return STAFF_PASSWORD_LENGTH;
  const plain = comparable(password);
  if (COMMON_PASSWORDS.has(plain) || new Set(plain).size <= 2) return STAFF_PASSWORD_COMMON;
  if (email) {
    const address = comparable(email.trim());
    const [localPart = ''] = address.split('@');
    if (plain.includes(address) || (localPart.length >= 4 && plain.includes(localPart))) return STAFF_PASSWORD_HAS_EMAIL;
  }
  return null;
}

/** The rule without the e-mail check, for a field alone (the body's check adds the e-mail). */
export const staffPasswordStruct = refine(string(), 'staffPassword', (value) => validateStaffPassword(value) ?? true);
