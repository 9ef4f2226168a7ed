import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { visuallyHidden } from '../../theme/utils.css';

export const input = style([visuallyHidden]);

/** Looks like a secondary button; the ring follows the hidden input's keyboard focus. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  color: vars.color.brand,
  background: vars.color.surface,
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandTint },
    [`${input}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', color: vars.color.textMuted, borderColor: vars.color.border, background: vars.color.surfaceSubtle },
  },
});
