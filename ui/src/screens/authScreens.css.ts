import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Shared by the account screens (log in, sign up, verify e-mail).

/**
 * One `disabled` on the fieldset freezes every field while the request travels; laid out by
 * Stack, it draws nothing of its own.
 */
export const fields = style({ minWidth: 0, margin: 0, padding: 0, border: 'none' });

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
