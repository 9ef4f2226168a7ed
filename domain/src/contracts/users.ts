import { array, boolean, coerce, integer, literal, nullable, object, optional, refine, string, trimmed, type, type Infer } from 'superstruct';
import { isAddressComplete } from '../address';
import { birthdayStruct, cuilStruct, nameStruct, phoneStruct } from '../validation';
import { boundedString, refineWellTyped, singleLine } from './common';

/** POST /api/user/first-data */
export const FirstDataBody = type({ first_name: nameStruct, last_name: optional(nameStruct), cuil: cuilStruct });
export type FirstData = Infer<typeof FirstDataBody>;

/** POST /api/user/second-data: birthday as dd/mm/yyyy, 18 or older. */
export const SecondDataBody = type({ birthday: birthdayStruct, phone: phoneStruct });
export type SecondData = Infer<typeof SecondDataBody>;

/** PUT /api/user: the profile edit dialog, any of the fields, with the sign-up rules (spec §5). */
export const UpdateUserBody = type({
  first_name: optional(nameStruct),
  last_name: optional(nameStruct),
  cuil: optional(cuilStruct),
  phone: optional(phoneStruct),
  birthday: optional(birthdayStruct),
});
export type UserUpdate = Infer<typeof UpdateUserBody>;

const ADDRESS_TEXT_MAX_LENGTH = 100;
const HOUSE_NUMBER_MAX = 999_999;

const AddressText = singleLine(
  trimmed(boundedString(ADDRESS_TEXT_MAX_LENGTH, `Los datos de la dirección no pueden superar los ${ADDRESS_TEXT_MAX_LENGTH} caracteres.`)),
);

/** The house number: a whole number, also when a form sends it as digits. */
const HouseNumber = coerce(
  refine(integer(), 'houseNumber', (value) => (value >= 0 && value <= HOUSE_NUMBER_MAX) || 'El número de la dirección no es válido.'),
  string(),
  (value) => (value.length <= 20 && /^\d+$/.test(value.trim()) ? Number(value) : value),
);

/** POST /api/user/address and PUT /api/user/address/{id}: a complete address (spec §3). */
export const AddressBody = refineWellTyped(
  type({ street: AddressText, number: HouseNumber, zipCode: AddressText, city: AddressText, province: AddressText }),
  'address',
  (address) =>
    isAddressComplete(address) || 'Completa todos los datos de la dirección: calle, número (distinto de 0), código postal, ciudad y provincia.',
);
export type AddressInput = Infer<typeof AddressBody>;

/** POST /api/user/create: the whole profile in one call, optionally with a first address. */
export const CreateProfileBody = type({
  ...FirstDataBody.schema,
  ...SecondDataBody.schema,
  address: optional(AddressBody),
});
export type ProfileInput = Infer<typeof CreateProfileBody>;

// Ids are PostgreSQL integers: a larger number names nothing (and must not reach the database).
const INTEGER_ID_MAX = 2_147_483_647;

/** PUT /api/user/address/{id} */
export const AddressParams = type({
  id: coerce(
    refine(integer(), 'addressId', (value) => (value >= 1 && value <= INTEGER_ID_MAX) || 'El campo "id" no es válido.'),
    string(),
    (value) => (/^\d+$/.test(value) ? Number(value) : value),
  ),
});

/** An address of the user's book, as the server sends it (spec §3 Address). */
export const SavedAddress = object({
  id: integer(),
  street: string(),
  number: integer(),
  zipCode: string(),
  city: string(),
  province: string(),
});
export type SavedAddress = Infer<typeof SavedAddress>;

/** The signed-in person as the server sends them (spec §3 User): never a password hash. */
export const User = object({
  id: integer(),
  first_name: string(),
  last_name: string(),
  email: string(),
  cuil: nullable(string()),
  phone: nullable(string()),
  /** dd/mm/yyyy, as the forms write it. */
  birthday: nullable(string()),
  email_verified: boolean(),
  /** The file name under /avatar/. */
  avatar: nullable(string()),
  /** Signs in with Google only: no password of its own to change or to confirm with. */
  google_only: boolean(),
  addresses: array(SavedAddress),
});
export type User = Infer<typeof User>;

/** GET /api/user */
export const UserResponse = object({ ok: literal(true), user: User });

/** PUT /api/user and POST /api/user/create: the profile as it now stands. */
export const UserSavedResponse = object({ ok: literal(true), message: string(), user: User });

/** POST /api/user/address and PUT /api/user/address/{id}: the address as it was saved. */
export const AddressSavedResponse = object({ ok: literal(true), message: string(), address: SavedAddress });

/** POST /api/user/avatar: the new picture's file name. */
export const AvatarResponse = object({ ok: literal(true), message: string(), avatar: string() });
