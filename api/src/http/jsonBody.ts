import fp from 'fastify-plugin';
import { HttpError } from './errors';

// No request of the shop nests deeper than a few levels; far deeper JSON only serves to exhaust
// whatever walks it (the validators describe a wrong value by printing it, recursively).
const MAX_NESTING = 32;

/** Whether JSON text opens more than MAX_NESTING objects or lists at once; one pass, no parsing. */
function nestsTooDeep(text: string): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') {
      inString = true;
    } else if (char === '{' || char === '[') {
      if (++depth > MAX_NESTING) return true;
    } else if (char === '}' || char === ']') {
      depth--;
    }
  }
  return false;
}

// Keys that shadow what every object inherits (toString, valueOf, hasOwnProperty…): no request of
// the shop uses them, and code that prints or inspects a value breaks on them (a validator that
// describes {"toString": {}} as text throws).
const INHERITED_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The first key of the parsed body, at any depth, that shadows an inherited member. */
function shadowingKey(value: unknown): string | undefined {
  const pending = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current !== 'object') continue;
    for (const [key, item] of Object.entries(current)) {
      if (INHERITED_MEMBERS.has(key)) return key;
      pending.push(item);
    }
  }
  return undefined;
}

/**
 * JSON bodies through Fastify's own parser (it guards against prototype poisoning),
 * except that an empty body counts as no body: calls like /api/auth/resend-code are
 * sent empty, and some clients still label them application/json. Nesting is bounded, and no
 * key may shadow an inherited member.
 */
export const jsonBody = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text === '') return done(null, undefined);
    if (nestsTooDeep(text)) return done(new HttpError(400, 'El cuerpo de la solicitud tiene demasiados niveles anidados.'), undefined);
    return parseJson(request, text, (error, value) => {
      if (error) return done(error, undefined);
      const key = shadowingKey(value);
      if (key !== undefined) return done(new HttpError(400, `El campo "${key}" no está permitido.`), undefined);
      return done(null, value);
    });
  });
}, { name: 'jsonBody' });
