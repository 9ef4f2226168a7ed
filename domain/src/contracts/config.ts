import { integer, literal, nullable, object, string, type Describe, type Infer } from 'superstruct';
import type { Company } from '../company';

/** The seller's identity as the server's COMPANY_* settings give it (domain/src/company.ts). */
export const CompanyStruct: Describe<Company> = object({
  legalName: string(),
  cuit: string(),
  address: string(),
  phone: string(),
  email: string(),
  serviceHours: string(),
  ivaCondition: string(),
  iibb: string(),
  activitiesSince: integer(),
});

/** GET /api/config: what the storefront must know of the server's settings at run time, nothing secret. */
export const PublicConfigResponse = object({ ok: literal(true), googleClientId: nullable(string()), company: CompanyStruct });
export type PublicConfig = Infer<typeof PublicConfigResponse>;
