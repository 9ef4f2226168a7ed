// The version of the shop's terms and conditions: each order stores the version its buyer accepted,
// so a later change of the terms never rewrites what was agreed. Change it whenever the terms' text changes.
export const TERMS_VERSION = '2026-11-28';
