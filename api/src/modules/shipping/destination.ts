import { POSTAL_CODE_PATTERN } from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';

const CABA = 'Ciudad Autónoma de Buenos Aires';

/** The province each CPA starts with (the letters of ISO 3166-2:AR). */
const CPA_PROVINCES: Record<string, string> = {
  A: 'Salta', B: 'Buenos Aires', C: CABA, D: 'San Luis', E: 'Entre Ríos', F: 'La Rioja', G: 'Santiago del Estero',
  H: 'Chaco', J: 'San Juan', K: 'Catamarca', L: 'La Pampa', M: 'Mendoza', N: 'Misiones', P: 'Formosa', Q: 'Neuquén',
  R: 'Río Negro', S: 'Santa Fe', T: 'Tucumán', U: 'Chubut', V: 'Tierra del Fuego', W: 'Corrientes', X: 'Córdoba',
  Y: 'Jujuy', Z: 'Santa Cruz',
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Other names people give the capital and Tierra del Fuego, folded. */
const ALIASES: Record<string, string> = {
  caba: CABA,
  'capital federal': CABA,
  'ciudad de buenos aires': CABA,
  'tierra del fuego, antartida e islas del atlantico sur': 'Tierra del Fuego',
};

export type Destination = { zipcode: string; state: string; city: string };

/**
 * A destination as the shipping quote needs it: the province under the name the shop's list
 * uses, and the four digits of the postal code. A CPA must belong to the province given.
 */
export async function resolveDestination(db: Queryable, { zipcode, state, city }: Destination): Promise<Destination> {
  const match = POSTAL_CODE_PATTERN.exec(zipcode.trim().toUpperCase());
  if (!match) throw new HttpError(400, 'El código postal no es válido: usa sus 4 números (1425) o el CPA (C1425ABC).');
  const [, letter, cpaDigits, digits] = match;

  const name = ALIASES[fold(state)] ?? state;
  const [province] = await db.query<{ name: string }>('SELECT name FROM provinces WHERE fold(name) = fold($1)', [name]);
  if (!province) throw new HttpError(400, `No reconocemos la provincia "${state.trim()}".`);
  if (letter) {
    const ofLetter = CPA_PROVINCES[letter];
    if (!ofLetter) throw new HttpError(400, `El código postal ${zipcode.trim()} no es válido.`);
    if (ofLetter !== province.name) throw new HttpError(400, `El código postal ${zipcode.trim()} es de ${ofLetter}, no de ${province.name}.`);
  }
  return { zipcode: (cpaDigits ?? digits)!, state: province.name, city: city.trim() };
}
