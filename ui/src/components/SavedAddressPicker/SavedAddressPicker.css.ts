import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/** The new address on a soft panel, set apart from the saved ones. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.medium,
});
