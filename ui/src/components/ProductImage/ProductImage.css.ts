import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The picture fills the frame its parent gives it, contained, never cropped. */
export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const placeholder = style({
  width: '100%',
  height: '100%',
  background: vars.color.surfaceSubtle,
  color: vars.color.borderStrong,
});

// The drawn package scales with the frame: a third of its width.
export const placeholderIcon = style({ width: '33%', height: 'auto', maxWidth: 96 });
