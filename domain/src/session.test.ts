import { describe, it, expect } from 'vitest';
import { TOKEN_EXPIRY_MARGIN_SECONDS, isTokenExpired, tokenExpiry } from './session';

declare function btoa(binary: string): string;

/** An unsigned JWT around a raw payload (a byte string), base64url-encoded as servers do. */
function jwt(payload: string): string {
  const base64url = (bytes: string) => btoa(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(payload)}.firma`;
}

const exp = 1_790_000_000; // seconds
const expMs = exp * 1000;
// "??>" and "???" encode to base64 with '+' and '/', which base64url turns into '-' and '_'.
const urlSafe = jwt(`{"sub":"??>???","exp":${exp}}`);
// "Muñoz" as UTF-8 bytes, the way a real token carries it.
const utf8Name = jwt(`{"name":"Mu\u00c3\u00b1oz","exp":${exp}}`);

describe('tokenExpiry', () => {
  it.each<[string, string, number | null]>([
    ['plain payload', jwt(`{"exp":${exp}}`), expMs],
    ['base64url alphabet', urlSafe, expMs],
    ['non-ASCII claims', utf8Name, expMs],
    ['no exp claim', jwt('{"sub":"1"}'), null],
    ['exp not a number', jwt('{"exp":"1790000000"}'), null],
    ['payload not JSON', jwt('no es json'), null],
    ['payload JSON null', jwt('null'), null],
    ['payload not base64', 'cabecera.$$$.firma', null],
    ['no payload part', 'solo-una-parte', null],
    ['empty string', '', null],
  ])('%s → %s', (_case, token, expected) => {
    expect(tokenExpiry(token)).toBe(expected);
  });

  it.each([[urlSafe, /[-_]/]])('the base64url case really uses - or _', (token, pattern) => {
    expect(token.split('.')[1]).toMatch(pattern);
  });
});

describe('isTokenExpired', () => {
  const token = jwt(`{"exp":${exp}}`);

  it.each<[string, string, number, boolean]>([
    ['well before expiry', token, expMs - 60_000, false],
    ['31 s before expiry', token, expMs - 31_000, false],
    ['30 s and 1 ms before expiry', token, expMs - 30_001, false],
    ['exactly 30 s before expiry', token, expMs - 30_000, true],
    ['10 s before expiry', token, expMs - 10_000, true],
    ['after expiry', token, expMs + 1, true],
    ['no expiry', jwt('{"sub":"1"}'), 0, true],
    ['unreadable token', 'basura', 0, true],
  ])('%s → %s', (_case, jwtToken, now, expected) => {
    expect(isTokenExpired(jwtToken, now)).toBe(expected);
  });

  it.each([[TOKEN_EXPIRY_MARGIN_SECONDS, 30]])('the margin is %i s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
