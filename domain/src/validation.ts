// The field rules of spec §5. Each rule is a function returning the exact Spanish message of
// its first failing check (or null), and a superstruct struct refined with that same function,
// so the forms and the server speak with one voice. Structs expect strings: a missing or
// non-string field fails with superstruct's own type error before any rule runs.
// Every rule starts with its field's length bound, and its struct checks that bound as its type,
// so no pattern or parser ever runs over a longer text (a client's megabyte costs one comparison).
import { isValidPhoneNumber } from 'libphonenumber-js/core';
import { object, omit, refine, type Infer, type Struct } from 'superstruct';
import { argentinaDate, type CalendarDate } from './calendar';
import { CODE_LENGTH } from './constants';
import { boundedString } from './contracts/common';
import { argentinePhoneMetadata } from './phoneMetadata';

export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 28;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;
export const CUIL_LENGTH = 11;
export const MINIMUM_AGE = 18;
/** RFC 5321's limit for a whole address (a mailbox path holds at most 256 octets, brackets included). */
export const EMAIL_MAX_LENGTH = 254;
/** Digits of an Argentine number with its country and mobile prefixes (54 9 11 2345 6789) and then some. */
export const PHONE_MAX_LENGTH = 20;
/** A CUIL as people type it, dashes included (20-12345678-9), with room to spare. */
export const CUIL_MAX_LENGTH = 20;
/** dd/mm/yyyy */
export const BIRTHDAY_LENGTH = 10;
/** The log-in form takes any password the account may have; far longer is no password. */
export const LOGIN_PASSWORD_MAX_LENGTH = 200;
export const COUPON_CODE_MAX_LENGTH = 50;

export type FieldRule = (value: string) => string | null;

// Whitespace alone counts as nothing typed; passwords are the exception (see validatePassword).
const isBlank = (value: string) => value.trim() === '';

/** The rule as a struct: the length bound first (with the rule's own sentence past it), then the rule. */
function fieldStruct(name: string, rule: FieldRule, maxLength: number, tooLong: string): Struct<string, { maxLength: number }> {
  return refine(boundedString(maxLength, tooLong), name, (value) => rule(value) ?? true);
}

const NAME_TOO_LONG = 'El nombre no debe exceder los 28 caracteres.';

export function validateName(value: string): string | null {
  if (value.length > NAME_MAX_LENGTH) return NAME_TOO_LONG;
  if (isBlank(value)) return 'Introduce un nombre.';
  if (value.length < NAME_MIN_LENGTH) return 'El nombre debe tener al menos 3 caracteres.';
  if (value !== value.trim()) return 'El nombre no puede tener espacios al inicio o al final.';
  return null;
}

// Deliberately loose: something@domain.tld without spaces; the verification e-mail does the rest.
// The domain is its first character, then up to the first dot after it, then at least one more
// character: each character has one place to go, so matching is linear. (The earlier
// /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took the same addresses but tried every dot as the last one:
// quadratic, 9 s for "a@" + "a.".repeat(32000) + "@".)
const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
const EMAIL_INVALID = 'Correo electrónico no válido.';

export function validateEmail(value: string): string | null {
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_INVALID;
  if (isBlank(value)) return 'Introduce un correo electrónico.';
  if (!EMAIL_PATTERN.test(value)) return EMAIL_INVALID;
  return null;
}

// Prefixes: 20, 23, 24 and 27 for people, 30, 33 and 34 for companies.
const CUIL_PREFIXES = ['20', '23', '24', '27', '30', '33', '34'];
const CUIL_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const CUIL_PATTERN = new RegExp(`^\\d{${CUIL_LENGTH}}$`);

function hasValidCuilCheckDigit(cuil: string): boolean {
  const remainder = CUIL_WEIGHTS.reduce((sum, weight, i) => sum + weight * Number(cuil[i]), 0) % 11;
  // Remainder 1 would need a check digit of 10; such numbers are issued with prefix 23 or 33
  // instead, so one that still has it is invalid.
  if (remainder === 1) return false;
  return Number(cuil[10]) === (remainder === 0 ? 0 : 11 - remainder);
}

const CUIL_NOT_ELEVEN_DIGITS = 'El CUIL debe contener exactamente 11 números.';

export function validateCuil(value: string): string | null {
  if (value.length > CUIL_MAX_LENGTH) return CUIL_NOT_ELEVEN_DIGITS;
  if (isBlank(value)) return 'Introduce un CUIL.';
  if (!CUIL_PATTERN.test(value)) return CUIL_NOT_ELEVEN_DIGITS;
  if (!CUIL_PREFIXES.includes(value.slice(0, 2)) || !hasValidCuilCheckDigit(value)) {
    return 'El CUIL no es válido.';
  }
  return null;
}

/** Digits only, as an Argentine number (area code + subscriber, e.g. 1123456789). */
const PHONE_INVALID = 'Introduce un número de teléfono válido.';

export function validatePhone(value: string): string | null {
  if (value.length > PHONE_MAX_LENGTH) return PHONE_INVALID;
  if (isBlank(value)) return 'Introduce un número de teléfono.';
  if (!/^\d+$/.test(value) || !isValidPhoneNumber(value, 'AR', argentinePhoneMetadata)) return PHONE_INVALID;
  return null;
}

/** Reads dd/mm/yyyy; null unless it names a day that exists (no 31/02, no 29/02 of a common year). */
function parseDate(value: string): CalendarDate | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return null;
  const date = {
    day: Number(value.slice(0, 2)),
    month: Number(value.slice(3, 5)),
    year: Number(value.slice(6)),
  };
  // Date.UTC rolls impossible days over into the next month, and reads years below 100 as 19xx.
  const probe = new Date(Date.UTC(date.year, date.month - 1, date.day));
  const exists =
    probe.getUTCFullYear() === date.year &&
    probe.getUTCMonth() === date.month - 1 &&
    probe.getUTCDate() === date.day;
  return exists ? date : null;
}

function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** Birthday as dd/mm/yyyy; the age is counted on today's date in Argentina. */
const DATE_INVALID = 'Introduce una fecha válida.';

export function validateBirthday(value: string, today: Date = new Date()): string | null {
  if (value.length > BIRTHDAY_LENGTH) return DATE_INVALID;
  if (isBlank(value)) return 'Introduce una fecha de nacimiento.';
  const birth = parseDate(value);
  if (!birth) return DATE_INVALID;
  if (ageOn(birth, argentinaDate(today.getTime())) < MINIMUM_AGE) {
    return 'Debes tener al menos 18 años para registrarte.';
  }
  return null;
}

/** Only an empty password is missing: spaces are legitimate password characters. */
const PASSWORD_LENGTH_RULE = 'La contraseña debe tener entre 6 y 20 caracteres.';

export function validatePassword(value: string): string | null {
  if (value === '') return 'Introduce una contraseña.';
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH) return PASSWORD_LENGTH_RULE;
  return null;
}

// The log-in form checks presence only; its messages capitalise the field names, unlike sign-up's.
// Past their bounds they cannot belong to any account: refused before anything looks them up.
export function validateLoginEmail(value: string): string | null {
  if (value.length > EMAIL_MAX_LENGTH) return EMAIL_INVALID;
  return isBlank(value) ? 'Introduce un Correo electrónico.' : null;
}

const LOGIN_PASSWORD_TOO_LONG = `La contraseña no puede superar los ${LOGIN_PASSWORD_MAX_LENGTH} caracteres.`;

export function validateLoginPassword(value: string): string | null {
  if (value.length > LOGIN_PASSWORD_MAX_LENGTH) return LOGIN_PASSWORD_TOO_LONG;
  return value === '' ? 'Introduce una Contraseña.' : null;
}

const EMAIL_CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);

/** The verification boxes joined: all five must hold a digit. */
const EMAIL_CODE_MISSING = `Introduce los ${CODE_LENGTH} dígitos del código.`;

export function validateEmailCode(code: string): string | null {
  return code.length === CODE_LENGTH && EMAIL_CODE_PATTERN.test(code) ? null : EMAIL_CODE_MISSING;
}

const COUPON_CODE_TOO_LONG = `El código de cupón no puede superar los ${COUPON_CODE_MAX_LENGTH} caracteres.`;

export function validateCouponCode(code: string): string | null {
  if (code.length > COUPON_CODE_MAX_LENGTH) return COUPON_CODE_TOO_LONG;
  return isBlank(code) ? 'Por favor ingrese un código de cupón' : null;
}

export const nameStruct = fieldStruct('name', validateName, NAME_MAX_LENGTH, NAME_TOO_LONG);
export const emailStruct = fieldStruct('email', validateEmail, EMAIL_MAX_LENGTH, EMAIL_INVALID);
export const cuilStruct = fieldStruct('cuil', validateCuil, CUIL_MAX_LENGTH, CUIL_NOT_ELEVEN_DIGITS);
export const phoneStruct = fieldStruct('phone', validatePhone, PHONE_MAX_LENGTH, PHONE_INVALID);
export const birthdayStruct = fieldStruct('birthday', validateBirthday, BIRTHDAY_LENGTH, DATE_INVALID);
export const passwordStruct = fieldStruct('password', validatePassword, PASSWORD_MAX_LENGTH, PASSWORD_LENGTH_RULE);
export const loginEmailStruct = fieldStruct('loginEmail', validateLoginEmail, EMAIL_MAX_LENGTH, EMAIL_INVALID);
export const loginPasswordStruct = fieldStruct('loginPassword', validateLoginPassword, LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_TOO_LONG);
export const emailCodeStruct = fieldStruct('emailCode', validateEmailCode, CODE_LENGTH, EMAIL_CODE_MISSING);
export const couponCodeStruct = fieldStruct('couponCode', validateCouponCode, COUPON_CODE_MAX_LENGTH, COUPON_CODE_TOO_LONG);

export const registrationStruct = object({
  name: nameStruct,
  email: emailStruct,
  cuil: cuilStruct,
  phone: phoneStruct,
  birthday: birthdayStruct,
  password: passwordStruct,
});
/** Profile editing keeps the sign-up rules except e-mail and password. */
export const profileStruct = omit(registrationStruct, ['email', 'password']);
export const loginStruct = object({ email: loginEmailStruct, password: loginPasswordStruct });

export type RegistrationValues = Infer<typeof registrationStruct>;
export type ProfileValues = Infer<typeof profileStruct>;
export type LoginValues = Infer<typeof loginStruct>;

/** One message per failing field; an empty record means the form is valid. */
export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

function collectErrors<Field extends string>(
  values: Record<Field, string>,
  rules: Record<Field, FieldRule>,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  for (const field of Object.keys(rules) as Field[]) {
    const message = rules[field](values[field]);
    if (message !== null) errors[field] = message;
  }
  return errors;
}

export function validateRegistration(
  values: RegistrationValues,
  today: Date = new Date(),
): FieldErrors<RegistrationValues> {
  return collectErrors(values, {
    name: validateName,
    email: validateEmail,
    cuil: validateCuil,
    phone: validatePhone,
    birthday: (value) => validateBirthday(value, today),
    password: validatePassword,
  });
}

export function validateProfile(values: ProfileValues, today: Date = new Date()): FieldErrors<ProfileValues> {
  return collectErrors(values, {
    name: validateName,
    cuil: validateCuil,
    phone: validatePhone,
    birthday: (value) => validateBirthday(value, today),
  });
}

export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return collectErrors(values, { email: validateLoginEmail, password: validateLoginPassword });
}
