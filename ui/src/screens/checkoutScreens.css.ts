import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

// Shared by the checkout steps (contact, delivery, payment method).

/** A step's content on a white card, as the summary beside it. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.medium,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
  '@media': { [media.desktop]: { padding: vars.space.large } },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

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

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium, minWidth: 0 });

/** The step's button: full width on phones, at the end of the row on desktops. */
export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  '@media': { [media.desktop]: { flexDirection: 'row', justifyContent: 'flex-end', alignItems: 'center' } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard, color: vars.color.textMuted });

/** A line beside the step's button, pushing it to the end of the row on desktops. */
export const actionsNote = style([note, { flex: '1 1 auto' }]);
