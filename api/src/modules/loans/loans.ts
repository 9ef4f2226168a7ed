import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LoanOfferParams, LoanOfferResponse } from '@tienda/domain';
import type { Database } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { CreditEngine, EngineOffer } from '../../providers/creditEngine/creditEngine';
import type { Settings } from '../../settings';
import { userById } from '../users/userQueries';
import { recordOffer } from './loanQueries';
import { checkOfferLimits } from './offerLimits';
import { createLoanTermsTokens, endOfArgentineDay } from './loanTokens';

/** The plan and channel of the spec's calls: /api/loan/getOffer/19/ONLINEAPP. */
const DEFAULT_PLAN = '19';
const CHANNEL = 'ONLINEAPP';

type LoansOptions = { db: Database; settings: Pick<Settings, 'loanPlans' | 'creditOffers' | 'jwtSecret'>; engine: CreditEngine };

/** What is recorded when the engine names another holder for the CUIL: no offer at all. */
const HOLDER_MISMATCH = { resultado: 'TITULAR NO COINCIDE', respuestaMotor: 'El titular del CUIL no es el de la cuenta.', maximoCapital: 0, maximoCuota: 0 };

export const VERIFY_EMAIL_FOR_CREDIT = 'Verifica tu correo electrónico antes de consultar tu préstamo.';

/**
 * The member's pre-approved credit offer (spec §7 User), for the CUIL of their profile: asked of
 * the credit engine, recorded (its consultaId), and shown with the plan's TEA and CFTEA.
 */
const loanRoutes: ShopPlugin<LoansOptions> = async (app, { db, settings, engine }) => {
  // Before validation: a stranger hears 401, whatever the request says.
  app.addHook('onRequest', app.authenticate);
  const schema = { tags: ['Préstamos'], security: [{ bearer: [] }], response: { 200: contract(LoanOfferResponse) } };
  const termsTokens = createLoanTermsTokens(settings.jwtSecret);

  async function offerFor(request: FastifyRequest, plan: string, channel: string) {
    const financing = settings.loanPlans[plan];
    if (!financing || channel !== CHANNEL) throw new HttpError(404, 'No ofrecemos ese plan de préstamo.');
    const user = await userById(db, request.user.userId);
    // Credit is offered to a person we can reach: an unverified account may be anyone's.
    if (user && !user.email_verified) throw new HttpError(403, VERIFY_EMAIL_FOR_CREDIT);
    if (!user?.cuil) throw new HttpError(409, 'Completa tu CUIL en tu perfil para consultar tu préstamo.');
    await checkOfferLimits(db, settings.creditOffers, user.id, user.cuil);
    let answer: EngineOffer;
    try {
      answer = await engine.offer({ cuil: user.cuil, holder: { firstName: user.first_name ?? '', lastName: user.last_name ?? '' }, plan, channel });
    } catch (error) {
      request.log.error({ err: error }, 'el motor de crédito no respondió');
      throw new HttpError(502, 'No pudimos consultar tu oferta. Intenta de nuevo más tarde.');
    }
    // A CUIL whose holder is someone else gives no credit, and the staff see the look-up as such.
    const offer = answer.holderMatches === false ? { ...answer, ...HOLDER_MISMATCH } : answer;
    const consultaId = await recordOffer(db, { userId: user.id, cuil: user.cuil, plan, channel, engine: engine.name, offer });
    if (answer.holderMatches === false) {
      throw new HttpError(409, 'El nombre de tu perfil no coincide con el del titular de tu CUIL. Revisa tus datos o escríbenos para que lo revisemos.');
    }
    const { resultado, respuestaMotor, maximoCapital, maximoCuota } = offer;
    // The contract PDF is a plain link (no bearer): this token opens it for this member, for today's quotes only.
    const termsToken = termsTokens.signCarrying(user.id, endOfArgentineDay(new Date()));
    return { ok: true, offer: { resultado, respuestaMotor, maximoCapital, maximoCuota, consultaId }, financing, termsToken };
  }

  app.get(
    '/api/loan/getOffer/:plan/:channel',
    { schema: { ...schema, params: contract(LoanOfferParams) } },
    (request) => offerFor(request, request.params.plan, request.params.channel),
  );

  // The spec names both calls and shows no difference between them: both ask for plan 19.
  app.get('/api/loan/apply-for-loan', { schema }, (request) => offerFor(request, DEFAULT_PLAN, CHANNEL));
};

export const loans = fp(loanRoutes, { name: 'loans', dependencies: ['authentication'], encapsulate: true });
