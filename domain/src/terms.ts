// The version of the shop's Términos y condiciones in force: a shopper accepts this one to buy, and the order keeps it.
export const TERMS_VERSION = '2026-11-28';
