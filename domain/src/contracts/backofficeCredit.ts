import { array, enums, integer, literal, nullable, number, object, optional, string, type, type Infer } from 'superstruct';
import { cuilStruct } from '../validation';
import { Id } from './common';

/** PUT /api/backoffice/users/{id}/cuil: the staff's correction of a member's CUIL (null clears it). */
export const StaffCuilBody = type({ cuil: nullable(cuilStruct) });
export const StaffCuilResponse = object({ ok: literal(true), userId: integer(), cuil: nullable(string()), message: string() });

/** What a credit-offer look-up gave: an offer, none, or one still being studied. */
export const CREDIT_LOOKUP_RESULTS = ['approved', 'none', 'pending'] as const;

/** One credit-offer look-up: which account, which CUIL, when, and what the engine answered. */
export const CreditLookup = object({
  id: integer(),
  userId: nullable(integer()),
  email: nullable(string()),
  cuil: string(),
  at: string(),
  result: enums(CREDIT_LOOKUP_RESULTS),
  resultado: string(),
  maximoCapital: number(),
  maximoCuota: number(),
});
export type CreditLookup = Infer<typeof CreditLookup>;

/** GET /api/backoffice/credit-lookups?cuil=&page=: the newest first. */
export const CreditLookupsQuery = type({ cuil: optional(cuilStruct), page: optional(Id) });
export const CreditLookupsResponse = object({ ok: literal(true), lookups: array(CreditLookup), page: integer(), totalPages: integer() });
