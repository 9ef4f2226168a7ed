import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** How long a guest's tracking link opens the order. */
export const TRACKING_LINK_HOURS = 24;

// What the key and every signature are for, and nothing else.
const PURPOSE = 'order-tracking';

// `{expiry in seconds, base 36}.{HMAC-SHA256, base64url}`: about 50 characters, well inside the
// router's 100 per path parameter (a JWT, at about 190, would not even reach the route).
const SHAPE = /^([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/;

export type TrackingTokens = ReturnType<typeof createTrackingTokens>;

// One key per start for the whole process: the order, tracking and payment routes must all know
// the tokens any of them signs.
const KEY_OF_THIS_START = randomBytes(32);

/**
 * The guest's link to one order: its expiry, and an HMAC of purpose, order id and expiry. The key
 * is derived from JWT_SECRET for this purpose alone, so neither an access or refresh token opens
 * an order (nor has this shape), nor is this token ever a session's. Without JWT_SECRET the key is
 * drawn per start, as the sessions' is: links then end with a restart.
 */
export function createTrackingTokens(secret: string | undefined) {
  const key = secret ? createHmac('sha256', secret).update(PURPOSE).digest() : KEY_OF_THIS_START;
  const mac = (orderId: number, expiresAtSeconds: number) =>
    createHmac('sha256', key).update(`${PURPOSE}:${orderId}:${expiresAtSeconds}`).digest();

  return {
    sign(orderId: number, expiresAt: Date): string {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      return `${seconds.toString(36)}.${mac(orderId, seconds).toString('base64url')}`;
    },

    /** Whether the token is genuine, unexpired, and for this very order. */
    opens(token: string, orderId: number, now = new Date()): boolean {
      const [, expiry, signature] = SHAPE.exec(token) ?? [];
      if (!expiry || !signature) return false;
      const seconds = parseInt(expiry, 36);
      const expected = mac(orderId, seconds).toString('base64url');
      // Compared as text (one spelling only) and in constant time: how much of a guess matches must not show.
      const genuine = timingSafeEqual(Buffer.from(signature), Buffer.from(expected));
      return genuine && seconds * 1000 > now.getTime();
    },
  };
}

/** When a link made now stops working. */
export const trackingLinkExpiry = (now: Date) => new Date(now.getTime() + TRACKING_LINK_HOURS * 3_600_000);
