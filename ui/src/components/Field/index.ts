// Shared by the form pieces (Select, CodeInput, TextField, the sign-in and withdrawal forms).
export { FieldError } from './FieldError';
export { fieldLabel } from './Field.css';
export { FormFailure } from './FormFailure';
