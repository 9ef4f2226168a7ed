import fp from 'fastify-plugin';
import { FailureResponse, OkResponse } from '@tienda/domain';
import type { Database } from '../db/database';
import { contract, type ShopPlugin } from '../http/contract';
import { UNAVAILABLE_MESSAGE } from '../http/errors';

/** Longer than this and a load balancer's probe counts the database as gone. */
const PROBE_TIMEOUT_MS = 2_000;

/**
 * For a load balancer: /health/live says the process answers (restart it if not); /health/ready
 * says it can serve a shopper now — the database answers and the process is not shutting down.
 */
const probes: ShopPlugin<{ db: Database }> = async (app, { db }) => {
  let closing = false;
  const startDraining = () => {
    closing = true;
  };
  // A stop begins by draining (server.ts): readiness turns false while the process still answers.
  app.decorate('startDraining', startDraining);
  app.addHook('preClose', async () => startDraining());
  // While draining, each answer also closes its connection: a kept-alive socket would hold the
  // shutdown open until its idle timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  const schema = { tags: ['Salud'], response: { 200: contract(OkResponse), 503: contract(FailureResponse) } };

  app.get('/health/live', { schema }, async () => ({ ok: true }));

  app.get('/health/ready', { schema }, async (request, reply) => {
    if (closing) return reply.status(503).send({ ok: false, message: 'El servidor se está cerrando.' });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('sin respuesta')), PROBE_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.query('SELECT 1'), timeout]);
      return { ok: true };
    } catch (error) {
      request.log.warn({ err: error }, 'no está listo: la base de datos no responde');
      return reply.status(503).header('retry-after', '5').send({ ok: false, message: UNAVAILABLE_MESSAGE });
    } finally {
      clearTimeout(timer);
    }
  });
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness false from now on, and every answer closes its connection: the process is about to stop. */
    startDraining(): void;
  }
}

// Not encapsulated: while draining, every answer of the server closes its connection.
export const health = fp(probes, { name: 'health' });
