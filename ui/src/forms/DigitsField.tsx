import { digitsOnly } from '@tienda/domain';
import { TextField, type TextFieldProps } from '../components/TextField';

export type DigitsFieldProps = Omit<Extract<TextFieldProps, { multiline?: false }>, 'multiline'>;

/** A TextField that keeps digits only, whatever is typed or pasted, with a numeric keyboard. */
export function DigitsField({ onValueChange, ...props }: DigitsFieldProps) {
  return <TextField inputMode="numeric" {...props} onValueChange={(typed) => onValueChange?.(digitsOnly(typed))} />;
}
