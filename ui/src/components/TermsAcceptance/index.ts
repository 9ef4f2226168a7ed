export { TermsAcceptance, TERMS_NOT_ACCEPTED, type TermsAcceptanceProps } from './TermsAcceptance';
