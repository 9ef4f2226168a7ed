import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TicketPercent } from 'lucide-react';
import { validateCouponCode } from '@tienda/domain';
import { Button } from '../Button';
import { FieldError, fieldLabel } from '../Field';
import { input as inputRecipe } from '../TextField/TextField.css';
import { applied as appliedStyle, appliedIcon, appliedLabel, appliedText, apply, code as codeStyle, input, label, remove, row, stack } from './CouponField.css';

export type CouponFieldProps = {
  /** The code of the coupon on the cart; the field then offers 'Quitar cupón' instead. */
  appliedCode?: string | null;
  /** Called with the typed code (trimmed) once it is not blank. */
  onApply: (code: string) => void;
  onRemove: () => void;
  /** While the server checks the code: 'Aplicar' is busy and cannot be pressed twice. */
  busy?: boolean;
  /** The server's refusal, shown as given ('Error al validar el cupón' when it sent none). */
  error?: string | null;
};

/**
 * 'Cupón de descuento': a code and 'Aplicar', or the applied code and 'Quitar cupón'.
 * A blank code is refused here with the spec's message, without calling `onApply`.
 * When one view replaces the other under the shopper's focus, the focus follows:
 * to the applied code's sentence, or back to the input after a removal.
 */
export function CouponField({ appliedCode, onApply, onRemove, busy = false, error = null }: CouponFieldProps) {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [value, setValue] = useState('');
  const [blankError, setBlankError] = useState<string | null>(null);
  // Editing the code puts a server refusal away until the next try.
  const [editedSinceError, setEditedSinceError] = useState(false);
  const shownError = blankError ?? (editedSinceError ? null : error);

  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const appliedRef = useRef<HTMLParagraphElement>(null);

  // Skips the first render: only a change the shopper caused moves the focus.
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    if (appliedCode) setValue('');
    // The focused control was just unmounted (focus fell to body) or is still in here.
    const active = document.activeElement;
    if (active !== document.body && !rootRef.current?.contains(active)) return;
    if (appliedCode) appliedRef.current?.focus();
    else inputRef.current?.focus();
  }, [appliedCode]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const message = validateCouponCode(value);
    setBlankError(message);
    setEditedSinceError(false);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    onApply(value.trim());
  };

  if (appliedCode) {
    return (
      <div ref={rootRef} className={stack}>
        <p className={`${fieldLabel} ${label}`}>Cupón de descuento</p>
        <div className={appliedStyle}>
          <TicketPercent size={20} aria-hidden="true" className={appliedIcon} />
          <p ref={appliedRef} tabIndex={-1} className={appliedText}>
            <span className={appliedLabel}>Cupón aplicado</span>{' '}
            <span className={codeStyle}>{appliedCode}</span>
          </p>
          <Button variant="ghost" onClick={onRemove} className={remove}>
            Quitar cupón
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div ref={rootRef}>
      <form noValidate onSubmit={submit} aria-busy={busy || undefined} className={stack}>
        <label htmlFor={inputId} className={fieldLabel}>
          Cupón de descuento
        </label>
        <div className={row}>
          <input
            ref={inputRef}
            id={inputId}
            name="coupon"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="Ingresá tu código"
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setBlankError(null);
              setEditedSinceError(true);
            }}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            className={`${inputRecipe({ invalid: Boolean(shownError) })} ${input}`}
          />
          <Button type="submit" variant="secondary" loading={busy} className={apply}>
            Aplicar
          </Button>
        </div>
        {/* Always present, so a refusal arriving later is announced when it appears. */}
        <div aria-live="polite">{shownError && <FieldError id={errorId}>{shownError}</FieldError>}</div>
      </form>
    </div>
  );
}
