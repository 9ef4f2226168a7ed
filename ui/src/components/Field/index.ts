// Shared by the form controls (Select, CodeInput); internal to the design system.
export { FieldError } from './FieldError';
export { fieldLabel } from './Field.css';
