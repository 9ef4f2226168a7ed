import fp from 'fastify-plugin';
import { HttpError } from './errors';

// No request of the shop nests deeper than a few levels; far deeper JSON only serves to exhaust
// whatever walks it (the validators describe a wrong value by printing it, recursively).
const MAX_NESTING = 32;

// Keys that shadow what every object inherits (toString, valueOf, hasOwnProperty…): no request of
// the shop uses them, and code that prints or inspects a value breaks on them (a validator that
// describes {"toString": {}} as text throws).
const INHERITED_MEMBERS = new Set(Object.getOwnPropertyNames(Object.prototype));

// Outside strings only these characters matter; a search jumps to the next one natively.
const STRUCTURE = /["{}[\]]/g;
const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

type Refusal = { tooDeep: true } | { key: string };

/** Where a string that opens at `start` (its quote) closes: after the first quote not escaped by a backslash. */
function stringEnd(text: string, start: number): number {
  for (let quote = text.indexOf('"', start + 1); quote !== -1; quote = text.indexOf('"', quote + 1)) {
    let backslashes = 0;
    while (text[quote - 1 - backslashes] === '\\') backslashes++;
    if (backslashes % 2 === 0) return quote + 1;
  }
  return text.length; // Unclosed: JSON.parse refuses it next.
}

/** A key as JSON.parse will read it (escapes such as \u0074oString included). */
function keyText(literal: string): string {
  if (!literal.includes('\\')) return literal.slice(1, -1);
  try {
    return JSON.parse(literal) as string;
  } catch {
    return ''; // Not JSON: JSON.parse refuses the body next.
  }
}

/**
 * Whether JSON text opens more than MAX_NESTING objects or lists at once, or names a key that
 * shadows an inherited member. One pass over the text before it is parsed, jumping from one
 * quote or bracket to the next (a megabyte of text in one string is one native search), so
 * nothing walks the parsed value afterwards: the body's weight costs the loop as little as possible.
 */
function refusal(text: string): Refusal | undefined {
  let depth = 0;
  STRUCTURE.lastIndex = 0;
  for (let found = STRUCTURE.exec(text); found; found = STRUCTURE.exec(text)) {
    const char = found[0];
    if (char === '"') {
      const end = stringEnd(text, found.index);
      let next = end;
      while (WHITESPACE.has(text[next]!)) next++;
      // A string followed by ':' is a key.
      if (text[next] === ':' && INHERITED_MEMBERS.has(keyText(text.slice(found.index, end)))) return { key: keyText(text.slice(found.index, end)) };
      STRUCTURE.lastIndex = end;
    } else if (char === '{' || char === '[') {
      if (++depth > MAX_NESTING) return { tooDeep: true };
    } else {
      depth--;
    }
  }
  return undefined;
}

/**
 * JSON bodies through Fastify's own parser (it guards against prototype poisoning),
 * except that an empty body counts as no body: calls like /api/auth/resend-code are
 * sent empty, and some clients still label them application/json. Nesting is bounded, and no
 * key may shadow an inherited member. How large a body may be is each route's (bodyLimits.ts).
 */
export const jsonBody = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string; // parseAs: 'string'
    if (text === '') return done(null, undefined);
    const refused = refusal(text);
    if (refused && 'tooDeep' in refused) return done(new HttpError(400, 'El cuerpo de la solicitud tiene demasiados niveles anidados.'), undefined);
    if (refused) return done(new HttpError(400, `El campo "${refused.key}" no está permitido.`), undefined);
    return parseJson(request, text, done);
  });
}, { name: 'jsonBody' });
