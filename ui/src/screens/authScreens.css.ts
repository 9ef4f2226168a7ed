import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

// Shared by the account screens (log in, sign up, verify e-mail).

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

/** One `disabled` on the fieldset freezes every field while the request travels. */
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 'none',
});

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** A rule with a word in the middle, between the e-mail form and the other way in. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` },
  },
});

export const centred = style({ display: 'flex', justifyContent: 'center' });

/** Two fields sharing a row on a desktop. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const resend = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
