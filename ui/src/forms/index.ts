// What the shop's forms share: one way to keep their fields, and the fields they all ask for.
export { useFormFields, type ErrorTiming } from './useFormFields';
export { PhoneField, type PhoneFieldProps } from './PhoneField';
export { CuilField, type CuilFieldProps } from './CuilField';
