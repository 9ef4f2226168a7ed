import {
  argentinaDateKey,
  fixedInstallmentsFinancing,
  isOfferFromToday,
  LOAN_TERMS_VERSION,
  loanOfferState,
  purchaseLoanOptions,
  roundMoney,
  type LoanDetails,
  type LoanFinancing,
  type OrderLoan,
} from '@tienda/domain';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import type { PricedLine } from '../orders/orderQueries';
import { userById } from '../users/userQueries';
import { latestOffer } from './loanQueries';

const LIMIT_EXCEEDED = {
  capital: 'Tu préstamo pre-aprobado no alcanza para el total de la compra.',
  cuota: 'La cuota de este plan supera la cuota máxima de tu préstamo pre-aprobado. Elige otro plan.',
} as const;

/**
 * The plans this purchase may be paid with: the offer's plan from LOAN_PLANS, and the "6 cuotas fijas"
 * its products promise (when their figures make sense).
 */
export function purchasePlans(plans: Settings['loanPlans'], offerPlan: string, lines: readonly PricedLine[]): LoanFinancing[] {
  const fixed = fixedInstallmentsFinancing(lines.map((line) => ({ product: line.instalmentPrices, quantity: line.quantity })));
  return [plans[offerPlan], fixed].filter((plan): plan is LoanFinancing => plan !== undefined && plan !== null);
}

/**
 * Checks the order's loanDetails against the member's own latest offer, read today (offers hold
 * for the Argentine calendar day, spec §4): it must be approved for the whole total, the chosen plan's
 * highest instalment must fit the offer's maximoCuota, the terms of this version must have been
 * accepted, and every figure the storefront showed must be the one the domain's quote gives. The
 * borrower's e-mail must be verified and the offer must be for the CUIL the account holds.
 */
export async function loanForOrder(
  db: Queryable,
  userId: number,
  details: LoanDetails | null | undefined,
  lines: readonly PricedLine[],
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
  if (state.kind !== 'approved') throw new HttpError(409, LIMIT_EXCEEDED.capital);
  if (details.termsVersion !== LOAN_TERMS_VERSION) {
    throw new HttpError(409, 'Las condiciones del préstamo cambiaron. Vuelve a leerlas y acéptalas para continuar.');
  }

  const option = purchaseLoanOptions(offer, purchasePlans(plans, offer.plan, lines), total, now.getTime()).find(
    ({ financing }) => financing.plan === details.plan,
  );
  if (!option) throw new HttpError(409, 'Ese plan de préstamo no está disponible para esta compra. Vuelve a consultarlo.');
  if (option.exceeded) throw new HttpError(409, LIMIT_EXCEEDED[option.exceeded]);

  const { quote, financing } = option;
  const expected = { status: state.status, requestedAmount: total, installments: quote.installments, installmentValue: quote.highestInstallment, maxCapital: offer.maximoCapital };
  const agrees =
    details.status === expected.status &&
    roundMoney(details.requestedAmount) === expected.requestedAmount &&
    details.installments === expected.installments &&
    roundMoney(details.installmentValue) === expected.installmentValue &&
    roundMoney(details.maxCapital) === expected.maxCapital;
  if (!agrees) throw new HttpError(409, 'Los datos del préstamo no coinciden con tu oferta vigente. Vuelve a consultarla.');

  return {
    ...expected,
    plan: financing.plan,
    consultaId: offer.consultaId,
    tea: quote.tea,
    cftea: quote.cftea,
    financing,
    quote,
    termsVersion: LOAN_TERMS_VERSION,
    acceptedAt: now.toISOString(),
  };
}
