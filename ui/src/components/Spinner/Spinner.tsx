import { spinner, wrapper } from './Spinner.css';
import type { Tone } from '../../theme/tones';
import { visuallyHidden } from '../../theme/utils.css';

export type SpinnerProps = {
  /** What is loading, said to everyone (or only to screen readers when `labelHidden`). */
  label?: string;
  labelHidden?: boolean;
  size?: 'small' | 'standard' | 'large';
  /** The brand's colour, or the text's around it (inside a button). */
  tone?: Extract<Tone, 'brand'> | 'inherit';
};

/** A busy indicator that screen readers announce politely. */
export function Spinner({ label = 'Cargando...', labelHidden = false, size, tone }: SpinnerProps) {
  return (
    <span role="status" className={wrapper}>
      <span aria-hidden="true" className={spinner({ size, tone })} />
      <span className={labelHidden ? visuallyHidden : undefined}>{label}</span>
    </span>
  );
}
