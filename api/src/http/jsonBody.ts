import fp from 'fastify-plugin';

/**
 * JSON bodies through Fastify's own parser (it guards against prototype poisoning),
 * except that an empty body counts as no body: calls like /api/auth/resend-code are
 * sent empty, and some clients still label them application/json.
 */
export const jsonBody = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
