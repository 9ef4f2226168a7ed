// Input masks for the forms of spec §5: they shape what is typed, the validators judge it.

/** Phone and CUIL fields accept digits only. */
export function digitsOnly(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * Shapes typing into dd/mm/yyyy (at most 10 characters). A slash appears only once a digit
 * follows it, so backspace never gets stuck on it. Day and month ranges are left to validateBirthday.
 */
export function maskDate(input: string): string {
  const digits = digitsOnly(input).slice(0, 8);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
}
