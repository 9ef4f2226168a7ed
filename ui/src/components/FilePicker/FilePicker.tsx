import { useId, type ReactNode } from 'react';
import * as styles from './FilePicker.css';

export type FilePickerProps = {
  /** The button's words, in Spanish whatever the browser's language ('Cambiar foto'). */
  label: string;
  icon?: ReactNode;
  /** The kinds of file offered ('image/*', '.csv,text/csv'). */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Ids of the hint or error that speak of the choice. */
  describedBy?: string;
  invalid?: boolean;
  /** The files chosen; choosing the same file again calls it again. */
  onFiles: (files: File[]) => void;
};

/**
 * A file chooser that looks like a button: the real file input, hidden but focusable (keyboard and
 * screen readers use it as it is), with its label as the visible button — the browser's own button
 * would speak the browser's language.
 */
export function FilePicker({ label, icon, accept, multiple = false, disabled = false, describedBy, invalid = false, onFiles }: FilePickerProps) {
  const id = useId();
  return (
    <>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={multiple}
        className={styles.input}
        disabled={disabled}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          event.target.value = '';
        }}
      />
      <label htmlFor={id} className={styles.button}>
        {icon}
        {label}
      </label>
    </>
  );
}
