import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * What a signed link is for: a guest's order tracking, the loan terms of a member's day, the contract
 * kept with an order, an order's electronic voucher (its PDF). Each purpose signs with its own key, so
 * no token opens anything but its own.
 */
export type TokenPurpose = 'order-tracking' | 'loan-terms' | 'loan-contract' | 'invoice';

// `{expiry in seconds, base 36}.{HMAC-SHA256, base64url}`: about 50 characters, well inside the
// router's 100 per path parameter (a JWT, at about 190, would not even reach the route). A token
// that carries its subject (`signCarrying`) puts it first: `{subject, base 36}.{expiry}.{mac}`.
const SHAPE = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;
const CARRYING_SHAPE = /^([0-9a-z]{1,10})\.([0-9a-z]{1,10}\.[A-Za-z0-9_-]{43})$/;

export type PurposeTokens = ReturnType<typeof createPurposeTokens>;

// One key per start for the whole process: every route must know the tokens any of them signs.
const KEY_OF_THIS_START = randomBytes(32);

/**
 * Links signed for one purpose and one subject (an order id, a user id): an expiry, and an HMAC of
 * purpose, subject and expiry. The key is derived from JWT_SECRET for this purpose alone, so neither
 * an access or refresh token opens anything here (nor has this shape), nor is this token ever a
 * session's. Without JWT_SECRET the key is drawn per start, as the sessions' is: links then end with
 * a restart.
 */
export function createPurposeTokens(secret: string | undefined, purpose: TokenPurpose) {
  const key = secret ? createHmac('sha256', secret).update(purpose).digest() : KEY_OF_THIS_START;
  const mac = (subject: number, expiresAtSeconds: number) => createHmac('sha256', key).update(`${purpose}:${subject}:${expiresAtSeconds}`).digest();

  function sign(subject: number, expiresAt: Date): string {
    const seconds = Math.floor(expiresAt.getTime() / 1000);
    return `${seconds.toString(36)}.${mac(subject, seconds).toString('base64url')}`;
  }

  /** Whether the token is genuine, unexpired, and for this very subject. */
  function opens(token: string, subject: number, now = new Date()): boolean {
    const [, expiry, signature] = SHAPE.exec(token) ?? [];
    if (!expiry || !signature) return false;
    const seconds = parseInt(expiry, 36);
    const expected = mac(subject, seconds).toString('base64url');
    // Compared as text (one spelling only) and in constant time: how much of a guess matches must not show.
    const genuine = timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
    return genuine && seconds * 1000 > now.getTime();
  }

  return {
    sign,
    opens,
    /** A token that names its subject, for a link whose address does not (the loan terms of a member). */
    signCarrying(subject: number, expiresAt: Date): string {
      return `${subject.toString(36)}.${sign(subject, expiresAt)}`;
    },
    /** The subject a carrying token names, when it is genuine and unexpired; null otherwise. */
    subjectOf(token: string, now = new Date()): number | null {
      const [, subject, rest] = CARRYING_SHAPE.exec(token) ?? [];
      if (!subject || !rest) return null;
      const id = parseInt(subject, 36);
      return Number.isSafeInteger(id) && opens(rest, id, now) ? id : null;
    },
  };
}
