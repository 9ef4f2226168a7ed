import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';
import { Spinner } from '../Spinner';

export type ButtonProps = ButtonVariants &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Busy: the button says `loadingLabel` and cannot be pressed twice. */
    loading?: boolean;
    /** What the busy button says; 'Procesando...' unless the action has its own word ('Enviando...'). */
    loadingLabel?: string;
    /** An icon before the label. */
    icon?: ReactNode;
  };

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  loadingLabel = 'Procesando...',
  icon,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  return (
    // While busy the spinner's words are the button's name (a status inside a button names nothing).
    <button
      type={type}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      aria-label={loading ? loadingLabel : undefined}
      {...props}
    >
      {loading ? <Spinner size="small" tone="inherit" label={loadingLabel} /> : (
        <>
          {icon}
          {children}
        </>
      )}
    </button>
  );
}
