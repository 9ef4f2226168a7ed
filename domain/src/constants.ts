// Business constants of spec §9 that the screens and the server share.
// Constants that belong to one rule live beside it (loan.ts, session.ts, validation.ts).

/** Width in px from which the desktop layout applies. */
export const BREAKPOINT_DESKTOP = 1024;

export const BANNER_INTERVAL_MS = 2000;
export const TOAST_DURATION_MS = 2000;
export const REQUEST_TIMEOUT_MS = 15_000;
/** Wait between choosing a search and navigating to /search. */
export const SEARCH_DELAY_MS = 500;
/** The guest address lookup runs once typing has stopped for this long. */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 1500;
export const REDIRECT_AFTER_ORDER_MS = 500;

export const CATEGORY_PAGE_SIZE = 100;
export const FIRST_PAGE = 1;

/** Price slider: bounds (also the default range), step and least distance between the thumbs. */
export const PRICE_RANGE = { min: 5000, max: 2_000_000, step: 5000, minGap: 10_000 } as const;

export const QUANTITY_MIN = 1;
/** Digits of the e-mail verification code. */
export const CODE_LENGTH = 5;
export const RESEND_LOCK_SECONDS = 60;
