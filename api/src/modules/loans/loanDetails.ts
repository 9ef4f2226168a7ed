import {
  argentinaDateKey,
  installmentValue,
  isOfferFromToday,
  LOAN_INSTALLMENTS,
  loanOfferState,
  roundMoney,
  type LoanDetails,
  type OrderLoan,
} from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { financingOf } from './financing';
import { userById } from '../users/userQueries';
import { latestOffer } from './loanQueries';

/**
 * Checks the order's loanDetails against the member's own latest offer, read today (offers hold
 * for the Argentine calendar day, spec §4): it must be approved for the whole total, and every
 * figure the storefront worked out must be the one the domain rules give. The borrower's e-mail
 * must be verified and the offer must be for the CUIL the account holds.
 */
export async function loanForOrder(
  db: Queryable,
  userId: number,
  details: LoanDetails | null | undefined,
  total: number,
  now: Date,
  plans: Settings['loanPlans'],
): Promise<OrderLoan> {
  if (!details) throw new HttpError(400, 'Faltan los datos del préstamo (loanDetails).');
  const borrower = await userById(db, userId);
  if (!borrower?.email_verified) throw new HttpError(403, 'Verifica tu correo electrónico antes de pagar con un préstamo.');
  const offer = await latestOffer(db, userId);
  // The offer must be this account's, for the CUIL its profile holds now, read today.
  const ownOffer = offer && borrower.cuil !== null && offer.cuil === borrower.cuil;
  if (!offer || !ownOffer || !isOfferFromToday(argentinaDateKey(offer.createdAt.getTime()), now.getTime())) {
    throw new HttpError(409, 'Consulta tu oferta de préstamo de hoy antes de confirmar la compra.');
  }
  const state = loanOfferState(offer, total);
  // The spec's own words when there is no offer (§8).
  if (state.kind === 'none') throw new HttpError(409, 'No contamos con ofertas disponibles para usted en este momento.');
  if (state.kind !== 'approved') throw new HttpError(409, 'Tu préstamo pre-aprobado no alcanza para el total de la compra.');

  const expected = { status: state.status, requestedAmount: total, installments: LOAN_INSTALLMENTS, installmentValue: installmentValue(total), maxCapital: offer.maximoCapital };
  const agrees =
    details.status === expected.status &&
    roundMoney(details.requestedAmount) === expected.requestedAmount &&
    details.installments === expected.installments &&
    roundMoney(details.installmentValue) === expected.installmentValue &&
    roundMoney(details.maxCapital) === expected.maxCapital;
  if (!agrees) throw new HttpError(409, 'Los datos del préstamo no coinciden con tu oferta vigente. Vuelve a consultarla.');

  const financing = financingOf(plans, offer.plan);
  if (!financing) throw new HttpError(409, 'El plan de tu oferta ya no está disponible. Vuelve a consultarla.');
  return { ...financing, ...expected, consultaId: offer.consultaId };
}
