import { randomBytes } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BajaBody, BajaConfirmBody, BajaConfirmResponse, BajaResponse, type BajaOutcome, type BajaRequest, type OrderStatus } from '@tienda/domain';
import type { Database, Queryable } from '../../db/database';
import { contract, type ShopPlugin } from '../../http/contract';
import { HttpError } from '../../http/errors';
import type { Settings } from '../../settings';
import { accountByEmail, deleteAccount } from '../auth/accountQueries';
import { rateLimitPlugin, tooManyAttempts } from '../auth/rateLimits';
import { lockedOrder } from '../orders/orderQueries';
import { operatorMove, withdrawalRequested } from '../orders/orderStates';
import { avatarDirIn, removeAvatar } from '../users/avatar';
import { requestCode } from '../withdrawals/requestCodes';
import { orderOfContact, recordWithdrawal } from '../withdrawals/withdrawalQueries';
import { bajaConfirmationMail, bajaDoneMail, bajaNotice } from './bajaMail';
import { lockedBajaOfLink, orderContact, recordBaja, recordBajaOutcome, type PendingBaja } from './bajaQueries';
import { BAJA_LINK_HOURS, LINK_NOT_VALID, outcomeMessage, requestAnswer } from './bajaWords';

// A form anyone may send: a few per address and quarter of an hour, as the other public forms.
const FORM_LIMIT = { max: 10, timeWindow: 15 * 60_000 };
// Fewer per e-mail: many addresses must not flood one person's mailbox with links.
const PER_EMAIL_LIMIT = {
  max: 5,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `baja:${String((request.body as { email: string }).email).trim().toLowerCase()}`,
};

/** An order in these states has not left the shop: the baja cancels it. */
const UNPAID: readonly OrderStatus[] = ['pending_payment'];
const PAID_NOT_SHIPPED: readonly OrderStatus[] = ['paid', 'preparing'];
const ON_ITS_WAY: readonly OrderStatus[] = ['shipped', 'ready_for_pickup', 'delivered'];

type BajasOptions = { db: Database; settings: Pick<Settings, 'shopInbox' | 'publicUrl' | 'imagesDir'> };

/** What confirming did: its outcome, the order's state after it, and who to write to. */
type Confirmed = { outcome: BajaOutcome; status?: OrderStatus; to?: string; avatar?: string | null };

/**
 * POST /api/baja and POST /api/baja/confirm, the 'Botón de baja' (no sign-in): anyone may ask to
 * cancel an order not yet shipped or an account, and gets a code at once; nothing changes until
 * the link mailed to that order's or account's address is opened.
 */
const bajaRoutes: ShopPlugin<BajasOptions> = async (app, { db, settings }) => {
  await app.register(rateLimit, rateLimitPlugin(db));
  const perEmail = app.createRateLimit(PER_EMAIL_LIMIT);
  const tags = ['Atención al cliente'];

  /** The order or account a request names, when the pair is real: its id and the address to write to. */
  async function targetOf(request: BajaRequest): Promise<{ orderId: number | null; userId: number | null; to: string } | undefined> {
    if (request.kind === 'order') {
      const order = await orderOfContact(db, request.orderNumber!, request.email);
      return order && { orderId: order.id, userId: null, to: order.contact_email };
    }
    const account = await accountByEmail(db, request.email);
    return account && { orderId: null, userId: account.id, to: account.email };
  }

  app.post(
    '/api/baja',
    {
      schema: { tags, body: contract(BajaBody), response: { 200: contract(BajaResponse) } },
      config: { rateLimit: FORM_LIMIT },
      preHandler: async (request, reply) => {
        const limit = await perEmail(request);
        if (!limit.isAllowed && limit.isExceeded) {
          reply.header('retry-after', limit.ttlInSeconds);
          throw tooManyAttempts();
        }
      },
    },
    async (request) => {
      const { kind, email, orderNumber } = request.body;
      const code = requestCode('BAJ');
      // Drawn before the look-up, so a pair that matches costs the same up to here as one that does not.
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + BAJA_LINK_HOURS * 3_600_000);
      const target = await targetOf(request.body);
      const asked = { code, kind, email, expiresAt, orderId: kind === 'order' ? orderNumber! : null };
      // A failure here must not answer differently from a request that names nothing.
      await db
        .transaction(async (tx: Queryable) => {
          await recordBaja(tx, { ...asked, userId: target?.userId ?? null, token: target ? token : null });
          if (target) await app.mailer.send(bajaConfirmationMail(target.to, code, target.orderId, `${settings.publicUrl}/baja/confirm/${token}`), tx);
        })
        .catch((error) => request.log.error({ err: error, code }, 'no se pudo registrar la solicitud de baja'));
      return { ok: true, code, message: requestAnswer(code, kind) };
    },
  );

  /** Cancels the order as its state allows: unpaid, cancelled with its stock back; paid, on to the refund. */
  async function confirmOrder(tx: Queryable, baja: PendingBaja, now: Date): Promise<Confirmed> {
    const orderId = baja.order_id!;
    const order = await lockedOrder(tx, orderId);
    const contact = await orderContact(tx, orderId);
    if (!order || !contact) return { outcome: 'already_closed' };
    const to = contact.contact_email;
    if (UNPAID.includes(order.status)) {
      await operatorMove(tx, orderId, 'cancelled', now);
      return { outcome: 'order_cancelled', status: 'cancelled', to };
    }
    if (PAID_NOT_SHIPPED.includes(order.status)) {
      // The shop has no move from paid to cancelled: the refund path is the withdrawal's
      // (withdrawal_requested → refunded), recorded under the baja's code with a note for the staff.
      await withdrawalRequested(tx, orderId, now);
      await recordWithdrawal(tx, orderId, baja.code, {
        name: contact.contact_name,
        email: contact.contact_email,
        phone: contact.contact_phone,
        orderNumber: orderId,
        message: `Botón de baja ${baja.code}: compra cancelada antes del envío. Reintegrar el pago; no hay producto que devolver.`,
      });
      return { outcome: 'refund_requested', status: 'withdrawal_requested', to };
    }
    return { outcome: ON_ITS_WAY.includes(order.status) ? 'already_shipped' : 'already_closed', status: order.status, to };
  }

  /** Deletes the account the way DELETE /api/user does (sessions, addresses, codes; orders stay detached), in this transaction. */
  async function confirmAccount(tx: Queryable, baja: PendingBaja): Promise<Confirmed> {
    if (baja.user_id === null) return { outcome: 'already_closed' };
    const [account] = await tx.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [baja.user_id]);
    const deleted = await deleteAccount({ transaction: (work) => work(tx) }, baja.user_id);
    if (!account || !deleted) return { outcome: 'already_closed' };
    return { outcome: 'account_deleted', to: account.email, avatar: deleted.avatar };
  }

  app.post(
    '/api/baja/confirm',
    { schema: { tags, body: contract(BajaConfirmBody), response: { 200: contract(BajaConfirmResponse) } }, config: { rateLimit: FORM_LIMIT } },
    async (request) => {
      const now = new Date();
      const done = await db.transaction(async (tx: Queryable) => {
        const baja = await lockedBajaOfLink(tx, request.body.token);
        if (!baja || (!baja.outcome && baja.expires_at <= now)) throw new HttpError(404, LINK_NOT_VALID);
        // Opened again: the same answer, nothing done twice.
        if (baja.outcome) {
          const status = baja.order_id === null ? undefined : (await lockedOrder(tx, baja.order_id))?.status;
          return { baja, confirmed: { outcome: baja.outcome, status } as Confirmed, again: true };
        }
        const confirmed = baja.kind === 'order' ? await confirmOrder(tx, baja, now) : await confirmAccount(tx, baja);
        await recordBajaOutcome(tx, baja.id, confirmed.outcome, now);
        const message = outcomeMessage(confirmed.outcome, baja.order_id, confirmed.status);
        if (confirmed.to) await app.mailer.send(bajaDoneMail(confirmed.to, baja.code, baja.order_id, message), tx);
        const target = baja.order_id === null ? (confirmed.to ?? 'sin cuenta') : `N° ${baja.order_id}`;
        await app.mailer.send(bajaNotice(settings.shopInbox, baja.code, baja.kind, target, message), tx);
        return { baja, confirmed, again: false };
      });
      const { baja, confirmed, again } = done;
      if (!again && confirmed.avatar) {
        // The account is gone either way; a file left behind is logged, not the person's problem.
        await removeAvatar(avatarDirIn(settings.imagesDir), confirmed.avatar).catch((error: unknown) =>
          request.log.error({ err: error }, 'no se pudo borrar el avatar de una cuenta dada de baja'),
        );
      }
      return {
        ok: true,
        code: baja.code,
        kind: baja.kind,
        outcome: confirmed.outcome,
        orderId: baja.order_id,
        message: outcomeMessage(confirmed.outcome, baja.order_id, confirmed.status),
      };
    },
  );
};

export const bajas = fp(bajaRoutes, { name: 'bajas', dependencies: ['mail'], encapsulate: true });
