import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

// Shared by the pieces that both the desktop bar and the mobile modal show.

export const fieldset = style({ minWidth: 0, border: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.xxsmall,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
});

export const optionList = recipe({
  variants: {
    // In a dropdown a long list scrolls under its search box instead of growing off screen.
    scrolls: { true: { maxHeight: 264, overflowY: 'auto' } },
  },
});

export const notFound = style({
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  color: vars.color.textMuted,
});

// A value no product has under the current filters: dimmed (still AA), and 'not here' to the pointer.
// The '(0)' and the native disabled box say it too, not the colour alone.
export const unavailable = style({
  color: vars.color.textMuted,
  cursor: 'default',
  // Doubled, to outweigh the checkbox row's own hover.
  selectors: { '&&:hover': { background: 'transparent' } },
});

globalStyle(`${unavailable} input`, { cursor: 'default' });
