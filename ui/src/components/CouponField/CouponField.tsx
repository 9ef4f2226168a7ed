import { useEffect, useRef, useState, type FormEvent } from 'react';
import { TicketPercent } from 'lucide-react';
import { validateCouponCode } from '@tienda/domain';
import { Button } from '../Button';
import { Field, FieldInput, FieldLabel } from '../Field';
import { Stack } from '../Stack';
import { applied as appliedStyle, appliedIcon, appliedLabel, appliedText, apply, code as codeStyle, input, remove } from './CouponField.css';

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
      <Stack ref={rootRef} space="xsmall">
        {/* No input to label here: the same words, as a paragraph. */}
        <FieldLabel as="p">Cupón de descuento</FieldLabel>
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
      </Stack>
    );
  }

  return (
    <div ref={rootRef}>
      <form noValidate onSubmit={submit} aria-busy={busy || undefined}>
        {/* The live region is always there, so a refusal arriving later is announced when it appears. */}
        <Field label="Cupón de descuento" error={shownError} liveError>
          {(control) => (
            <Stack direction="row" space="xsmall" alignItems="stretch">
              <FieldInput
                {...control}
                ref={inputRef}
                name="coupon"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                placeholder="Ingresa tu código"
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setBlankError(null);
                  setEditedSinceError(true);
                }}
                className={input}
              />
              <Button type="submit" variant="secondary" loading={busy} className={apply}>
                Aplicar
              </Button>
            </Stack>
          )}
        </Field>
      </form>
    </div>
  );
}
