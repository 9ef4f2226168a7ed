export { AuthCard, type AuthCardProps } from './AuthCard';
export { useFormFields } from './useFormFields';
