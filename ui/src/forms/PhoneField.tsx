import { DigitsField, type DigitsFieldProps } from './DigitsField';

export type PhoneFieldProps = Omit<DigitsFieldProps, 'label'> & { label?: string };

/**
 * 'Teléfono': an Argentine number with its area code, digits only (spec §5), and the browser's
 * own suggestion. Any TextField prop can be given; `hint={undefined}` leaves the hint out.
 */
export function PhoneField(props: PhoneFieldProps) {
  return (
    <DigitsField label="Teléfono" type="tel" autoComplete="tel-national" hint="Con código de área, sin 0 ni 15. Ej.: 1123456789" {...props} />
  );
}
