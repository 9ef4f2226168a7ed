// The pieces every form control is made of (TextField, Select, ComboboxField, CodeInput, ...).
export { Field, type FieldControlProps, type FieldProps } from './Field';
export { FieldButton, FieldInput, FieldTextArea, type FieldButtonProps, type FieldInputProps, type FieldTextAreaProps } from './FieldControl';
export { FieldError } from './FieldError';
export { FieldLabel, type FieldLabelProps } from './FieldLabel';
export { FormFailure } from './FormFailure';
