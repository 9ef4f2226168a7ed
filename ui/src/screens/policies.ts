// The shop's policies of spec §9, said once: the terms, the privacy policy, the withdrawal
// form and the technical-service page all quote them, and must never disagree.

/** Days from receipt to return a product. */
export const RETURN_DAYS = 10;
/**
 * Hours from receipt within which we ask shoppers to report visible damage or missing parts: a
 * recommendation that makes the carrier's claim easier, never a term that loses a right (the
 * damage may be reported at any time within the guarantee).
 */
export const DAMAGE_CLAIM_HOURS = 48;
/** Months of the legal guarantee of new goods, from delivery (Ley 24.240, art. 11). */
export const LEGAL_GUARANTEE_MONTHS = 6;
/** Calendar days from receipt to withdraw from a purchase (Ley 24.240, art. 34): the domain's rule. */
export { WITHDRAWAL_DAYS } from '@tienda/domain';
/** Calendar days to pick up an order at the store once it is ready. */
export const PICKUP_DAYS = 15;
/** When home deliveries arrive. */
export const DELIVERY_WINDOW = 'de lunes a sábado, de 8 a 20 h';
/** Months between free requests to access one's personal data (Ley 25.326, art. 14). */
export const DATA_ACCESS_MONTHS = 6;
