// The credit maths: loan plans, the French system, TEA and CFTEA as BCRA defines them, and the rates
// the "6 cuotas fijas" imply.
export * from './rates';
export * from './irr';
export * from './dueDates';
export * from './loanPlan';
export * from './loanQuote';
export * from './installmentOffer';
export * from './installmentOfferDisclosure';
export * from './installmentPricesCheck';
export * from './loanLimits';
export * from './purchaseLoan';
export * from './loanContract';
export * from './cardInstallments';
