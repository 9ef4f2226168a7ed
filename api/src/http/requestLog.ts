import fp from 'fastify-plugin';

/** One JSON line per request, written when the answer has left. */
export const requestLog = fp(async (app) => {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}, { name: 'requestLog' });
