import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

// The panel hangs from this box.
export const root = style({ position: 'relative' });

// Edges are inset rings, as the theme's (see shopTheme): here in the colours of hover and of an open panel.
const ring = (color: string) => `inset 0 0 0 1px ${color}`;

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.small} 0 ${vars.space.medium}`,
    border: 0,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.edgeStrong,
    background: vars.color.surface,
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.fontSize.standard,
    fontWeight: vars.font.weightMedium,
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:hover': { boxShadow: ring(vars.color.text) },
      // Open, or filtering: tinted, and the badge or the turned chevron says it in shape too.
      '&[aria-expanded="true"], &[data-active]': { boxShadow: ring(vars.color.brand), background: vars.color.brandTint },
    },
  },
]);

export const chevron = style({
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${trigger}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const panel = style({
  position: 'absolute',
  top: `calc(100% + ${vars.space.xxsmall})`,
  left: 0,
  zIndex: vars.zIndex.overlay,
  width: 'max-content',
  minWidth: 280,
  maxWidth: 380,
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: `${vars.shadow.edge}, ${vars.shadow.overlay}`,
  selectors: { '&:focus': { outline: 'none' } },
});
