import type { InputHTMLAttributes } from 'react';
import { box, row } from './Checkbox.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> & {
  label: string;
  checked: boolean;
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
