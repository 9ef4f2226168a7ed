import { validateName } from './validation';

/**
 * The sign-up form asks for 'Nombre y apellido' in one field; the account keeps first and last
 * name apart (first-data). The last word is taken as the last name when it is a valid name by
 * itself; otherwise the whole text is the first name and the last name is left for the profile.
 */
export function splitFullName(fullName: string): { first_name: string; last_name?: string } {
  const words = fullName.trim().split(/\s+/);
  const last = words.pop() ?? '';
  const first = words.join(' ');
  if (first && validateName(first) === null && validateName(last) === null) return { first_name: first, last_name: last };
  return { first_name: fullName.trim() };
}
