import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { ButtonVariant } from '../../theme/tones';
import { iconButton } from './IconButton.css';

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** The button's accessible name: required, since an icon says nothing to a screen reader. */
  label: string;
  icon: ReactNode;
  /** How loud it is, in Button's words; `ghost` (the default) for the quiet ones. */
  variant?: ButtonVariant;
};

export function IconButton({ label, icon, variant, type = 'button', className, ...props }: IconButtonProps) {
  const classes = [iconButton({ variant }), className].filter(Boolean).join(' ');
  return (
    <button type={type} aria-label={label} title={label} className={classes} {...props}>
      <span aria-hidden="true" style={{ display: 'inline-flex' }}>
        {icon}
      </span>
    </button>
  );
}
