import { useId, type ReactNode } from 'react';
import { Stack } from '../Stack';
import { visuallyHidden } from '../../theme/utils.css';
import { FieldError } from './FieldError';
import { FieldLabel } from './FieldLabel';
import * as styles from './Field.css';

/** What a field hands its control: the id its label points at, and what screen readers read with it. */
export type FieldControlProps = {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

export type FieldProps = {
  /** The visible label (or, with `labelHidden`, the name screen readers hear). */
  label: string;
  labelHidden?: boolean;
  /** A short help line under the control. */
  hint?: string;
  /** The message of the rule that failed; the control is then marked invalid. */
  error?: string | null;
  /** The control's id; one is made up otherwise. */
  id?: string;
  /**
   * How the label names what it labels:
   * 'control' (default), one control, by a `<label for>`;
   * 'group', several controls read as one (a code's boxes, a slider's thumbs), by a labelled group;
   * 'choices', options answering a question, by a fieldset's legend.
   */
  kind?: 'control' | 'group' | 'choices';
  /** Keeps a live region in place, so that a message arriving later (the server's) is read as it appears. */
  liveError?: boolean;
  /**
   * Renders the control(s) with the props the field gives them; the label's id comes along for
   * controls that are named by reference (aria-labelledby).
   */
  children: (control: FieldControlProps, labelId: string) => ReactNode;
};

/**
 * A label, its control, and the hint and error under it, tied together for screen readers:
 * the label names the control, the hint and the error describe it, the error marks it invalid.
 * The control is the caller's; the field hands it the ids and states it needs.
 */
export function Field({ label, labelHidden = false, hint, error, id, kind = 'control', liveError = false, children }: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const labelId = `${controlId}-label`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;

  const message = error && <FieldError id={errorId}>{error}</FieldError>;
  const under = (
    <>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {liveError ? <div aria-live="polite">{message}</div> : message}
    </>
  );

  if (kind === 'choices') {
    // The fieldset carries the description; each option says it is invalid.
    return (
      <fieldset className={styles.choices} aria-describedby={describedBy}>
        <legend className={labelHidden ? visuallyHidden : styles.legend}>{label}</legend>
        {children({ 'aria-invalid': invalid }, labelId)}
        {under}
      </fieldset>
    );
  }

  if (kind === 'group') {
    return (
      <Stack space="xsmall" role="group" aria-labelledby={labelId} className={styles.field}>
        <FieldLabel as="span" id={labelId} visuallyHidden={labelHidden}>
          {label}
        </FieldLabel>
        {children({ 'aria-describedby': describedBy, 'aria-invalid': invalid }, labelId)}
        {under}
      </Stack>
    );
  }

  return (
    <Stack space="xsmall" className={styles.field}>
      <FieldLabel htmlFor={controlId} id={labelId} visuallyHidden={labelHidden}>
        {label}
      </FieldLabel>
      {children({ id: controlId, 'aria-describedby': describedBy, 'aria-invalid': invalid }, labelId)}
      {under}
    </Stack>
  );
}
