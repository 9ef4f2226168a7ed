import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { box, row } from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  /** Its words; may hold a link (e.g. to the terms it accepts), which then opens instead of ticking. */
  label: ReactNode;
  checked: boolean;
  ref?: Ref<HTMLInputElement>;
  onCheckedChange: (checked: boolean) => void;
};

/** A native checkbox with its label, the whole row clickable. */
export function Checkbox({ label, checked, onCheckedChange, className, ...props }: CheckboxProps) {
  return (
    <label className={[row, className].filter(Boolean).join(' ')}>
      <input {...props} type="checkbox" className={box} checked={checked} onChange={(event) => onCheckedChange(event.target.checked)} />
      {label}
    </label>
  );
}
