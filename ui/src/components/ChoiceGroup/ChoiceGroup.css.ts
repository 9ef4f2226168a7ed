import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

/**
 * A card per option; the chosen one has a thicker brand ring and a tint. The rings are inset
 * shadows, not borders: they repaint identically (pixel-exact snapshots).
 */
export const option = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  },
  variants: {
    checked: {
      true: { background: vars.color.brandTint, boxShadow: `inset 0 0 0 2px ${vars.color.brand}` },
      false: {},
    },
  },
});

export const card = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    minHeight: vars.size.touchTarget,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    color: vars.color.text,
    cursor: 'pointer',
  },
  variants: {
    disabled: {
      true: { cursor: 'not-allowed', color: vars.color.textMuted },
      false: {},
    },
  },
});

// The browser's own radio, in the brand colour: every native behaviour for free.
export const radio = style([
  focusRing,
  {
    flexShrink: 0,
    width: 20,
    height: 20,
    margin: '2px 0 0',
    accentColor: vars.color.brand,
    cursor: 'inherit',
  },
]);

export const icon = style({ display: 'inline-flex', flexShrink: 0, marginTop: 1, color: vars.color.brand });

export const text = style({ minWidth: 0 });

export const label = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.standard,
});

export const description = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

/** What belongs to the chosen option, under its card. */
export const detail = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: `0 ${vars.space.small} ${vars.space.small}`,
  '@media': { [media.desktop]: { padding: `0 ${vars.space.medium} ${vars.space.medium}` } },
});
