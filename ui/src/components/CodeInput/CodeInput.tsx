import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { CODE_LENGTH, digitsOnly } from '@tienda/domain';
import { Field } from '../Field';
import { Stack } from '../Stack';
import { box } from './CodeInput.css';

export type CodeInputProps = {
  /** Controlled code: the digits typed so far, at most CODE_LENGTH. */
  value?: string;
  defaultValue?: string;
  /** Every change, with the digits so far. */
  onChange?: (code: string) => void;
  /** When the last digit is set: the moment to verify. */
  onComplete?: (code: string) => void;
  /** What went wrong (e.g. 'El codigo es incorrecto'), under the boxes. */
  error?: string;
  disabled?: boolean;
  label?: string;
};

const positions = Array.from({ length: CODE_LENGTH }, (_, index) => index);
const last = CODE_LENGTH - 1;

/**
 * The e-mail verification code, one box per digit, read by screen readers as one labelled field.
 * The code is always filled from the left (no gaps), so a click on a later empty box lands on
 * the first empty one, and only that box is in the tab order.
 */
export function CodeInput({ value, defaultValue = '', onChange, onComplete, error, disabled, label = 'Código de verificación' }: CodeInputProps) {
  const [ownCode, setOwnCode] = useState(defaultValue);
  const code = value ?? ownCode;
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const current = Math.min(code.length, last);

  const focus = (index: number) => inputs.current[Math.max(0, Math.min(index, last))]?.focus();

  const update = (next: string, focusIndex: number) => {
    if (next !== code) {
      setOwnCode(next);
      onChange?.(next);
      if (next.length === CODE_LENGTH) onComplete?.(next);
    }
    focus(focusIndex);
  };

  // Digits from box `index` on; a whole code (pasted or autofilled) replaces everything.
  const write = (index: number, digits: string) => {
    if (digits.length >= CODE_LENGTH) return update(digits.slice(0, CODE_LENGTH), last);
    const next = (code.slice(0, index) + digits + code.slice(index + digits.length)).slice(0, CODE_LENGTH);
    update(next, index + digits.length);
  };

  const removeAt = (index: number) => code.slice(0, index) + code.slice(index + 1);

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      // A filled box is cleared; from an empty one, go back and clear the previous digit.
      if (code[index]) update(removeAt(index), index);
      else if (index > 0) update(removeAt(index - 1), index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(Math.min(index + 1, code.length));
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      // Printable keys: a digit is written (replacing what was there), anything else ignored.
      event.preventDefault();
      if (/^\d$/.test(event.key)) write(index, event.key);
    }
  };

  // What keydown did not handle: phone keyboards that send no key names, and autofill.
  const handleChange = (index: number, typed: string) => {
    if (typed === '') return update(removeAt(index), index);
    const digits = digitsOnly(typed);
    const previous = code[index];
    // The box still held its old digit beside the new one: keep only the new one.
    if (digits) write(index, previous && digits.length > 1 ? digits.replace(previous, '') || previous : digits);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = digitsOnly(event.clipboardData.getData('text'));
    if (digits) write(index, digits);
  };

  return (
    <Field kind="group" label={label} error={error}>
      {(control) => (
        <Stack direction="row" space="xsmall">
          {positions.map((index) => (
            <input
              key={index}
              {...control}
              ref={(element) => {
                inputs.current[index] = element;
              }}
              className={box({ invalid: Boolean(error) })}
              type="text"
              inputMode="numeric"
              autoComplete={index === 0 ? 'one-time-code' : 'off'}
              aria-label={`Dígito ${index + 1} de ${CODE_LENGTH}`}
              value={code[index] ?? ''}
              disabled={disabled}
              tabIndex={index === current ? 0 : -1}
              onMouseDown={(event) => {
                // A click on a later empty box lands on the first empty one.
                if (index > code.length) {
                  event.preventDefault();
                  focus(code.length);
                }
              }}
              onKeyDown={handleKeyDown(index)}
              onChange={(event) => handleChange(index, event.target.value)}
              onPaste={handlePaste(index)}
            />
          ))}
        </Stack>
      )}
    </Field>
  );
}
