import { createPurposeTokens } from '../auth/purposeTokens';

/** How long a guest's tracking link opens the order. */
export const TRACKING_LINK_HOURS = 24;

export type TrackingTokens = ReturnType<typeof createTrackingTokens>;

/** The guest's link to one order: signed for 'order-tracking', the order's id its subject. */
export const createTrackingTokens = (secret: string | undefined) => createPurposeTokens(secret, 'order-tracking');

/** When a link made now stops working. */
export const trackingLinkExpiry = (now: Date) => new Date(now.getTime() + TRACKING_LINK_HOURS * 3_600_000);
