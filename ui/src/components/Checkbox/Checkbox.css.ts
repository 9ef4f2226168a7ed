import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

/** The whole row is the label, so the whole 44 px row takes the click. */
export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSubtle } },
});

// The browser's own checkbox, in the brand colour: it keeps every native behaviour for free.
export const box = style([
  focusRing,
  {
    flexShrink: 0,
    width: 20,
    height: 20,
    margin: 0,
    accentColor: vars.color.brand,
    cursor: 'pointer',
  },
]);
