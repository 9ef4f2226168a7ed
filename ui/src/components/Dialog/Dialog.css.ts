import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' } });

// The overlay also centres the panel (a grid), so no transform blurs the text.
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.medium,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.standard} ${vars.motion.easing}`,
});

export const panel = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    width: '100%',
    // The panel never outgrows the screen: its body scrolls instead.
    maxHeight: `calc(100dvh - 2 * ${vars.space.medium})`,
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.overlay,
    animation: `${rise} ${vars.motion.standard} ${vars.motion.easing}`,
    selectors: { '&:focus': { outline: 'none' } },
  },
  variants: {
    size: {
      standard: { maxWidth: 560 },
      large: { maxWidth: 720 },
    },
  },
  defaultVariants: { size: 'standard' },
});

export type PanelVariants = NonNullable<RecipeVariants<typeof panel>>;

export const closeButton = style({
  flexShrink: 0,
  marginTop: `calc(-1 * ${vars.space.xxsmall})`,
  marginRight: `calc(-1 * ${vars.space.small})`,
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space.xsmall} ${vars.space.large}`,
  selectors: {
    // Rules above and below say there is more to read than what shows.
    '&[data-scrolls]': {
      borderTop: `1px solid ${vars.color.border}`,
      borderBottom: `1px solid ${vars.color.border}`,
      paddingTop: vars.space.medium,
      paddingBottom: vars.space.medium,
    },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});
