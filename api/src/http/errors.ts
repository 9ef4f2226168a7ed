import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DatabaseUnavailable } from '../db/unavailable';
import { describeBytes, JSON_BODY_LIMIT } from './bodyLimits';

/** An answer the client should read: a status and a Spanish message, as `{ok:false, message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

export const UNAVAILABLE_MESSAGE = 'La tienda no está disponible en este momento. Intenta de nuevo en unos segundos.';
const RETRY_AFTER_SECONDS = 5;

// Fastify's own error codes mapped to what a person should read.
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'El cuerpo de la solicitud no es JSON válido.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'El cuerpo de la solicitud está vacío.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo de contenido no admitido.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'La longitud del contenido no es válida.',
};

/**
 * Every failure leaves as `{ok:false, message}` in Spanish: bad input is a 4xx that says
 * what is wrong, and only a real fault is a 500 (logged, with nothing internal shown).
 */
export const errorHandling = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ ok: false, message: error.message });
    }
    if (error instanceof DatabaseUnavailable) {
      // A restart or failover: nothing was written half-way (orders are one transaction), so the
      // same request, sent again, is safe; an order with its Idempotency-Key answers once.
      request.log.warn({ err: error.cause }, 'base de datos no disponible');
      return reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ ok: false, message: UNAVAILABLE_MESSAGE });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'error interno');
      return reply.status(500).send({ ok: false, message: 'Ocurrió un error inesperado. Intenta de nuevo más tarde.' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      // Each route has the limit its purpose needs (bodyLimits.ts): say which one this is.
      const limit = request.routeOptions.bodyLimit ?? JSON_BODY_LIMIT;
      return reply.status(413).send({ ok: false, message: `El cuerpo de la solicitud es demasiado grande (máximo ${describeBytes(limit)}).` });
    }
    const message =
      (error.code && fastifyMessages[error.code]) ??
      (error.validation ? error.message : undefined) ??
      (status === 429 ? 'Demasiados intentos. Espera un momento y vuelve a intentar.' : 'La solicitud no es válida.');
    return reply.status(status).send({ ok: false, message });
  });
}, { name: 'errorHandling' });
