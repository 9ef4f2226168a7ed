export { ComboboxField, type ComboboxFieldProps } from './ComboboxField';
