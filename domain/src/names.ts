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

/** The words of a name as they compare: no accents, no case, no punctuation ("D'Angelo" → "d", "angelo"). */
function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-zñ]+/u)
    .filter(Boolean);
}

/**
 * Whether the holder a credit bureau names for a CUIL ("GOMEZ ANA MARIA", any order, any case, with or
 * without accents) is the account's person: every word of the last name and at least one word of the
 * first name among its words. A profile without a last name cannot be matched.
 */
export function isSameHolder(account: { first_name: string; last_name: string }, holder: string): boolean {
  const words = new Set(nameWords(holder));
  const last = nameWords(account.last_name);
  const first = nameWords(account.first_name);
  return last.length > 0 && first.length > 0 && last.every((word) => words.has(word)) && first.some((word) => words.has(word));
}
