import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** One `disabled` on the fieldset freezes every field while the step is being saved. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A field that takes the whole row on desktops too. */
export const wide = style({ '@media': { [media.desktop]: { gridColumn: '1 / -1' } } });

/** A line beside the step's button, pushing it to the end of the row on desktops. */
export const actionsNote = style({
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});
