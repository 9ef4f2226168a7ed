export { AuthCard, type AuthCardProps } from './AuthCard';
export { FormFailure } from './FormFailure';
export { useFormFields } from './useFormFields';
