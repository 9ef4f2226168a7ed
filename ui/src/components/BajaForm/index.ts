export { BajaForm, type BajaFormProps } from './BajaForm';
export { validateBaja, type BajaSubmission, type BajaValues } from './bajaRules';
