import { DigitsField, type DigitsFieldProps } from './DigitsField';

export type CuilFieldProps = Omit<DigitsFieldProps, 'label'> & { label?: string };

/**
 * 'CUIL': the 11 digits of a person's tax id, digits only (spec §5); no autocomplete, browsers
 * have nothing right to offer. Any TextField prop can be given; `hint={undefined}` leaves the hint out.
 */
export function CuilField(props: CuilFieldProps) {
  return <DigitsField label="CUIL" autoComplete="off" hint="11 números, sin guiones." {...props} />;
}
