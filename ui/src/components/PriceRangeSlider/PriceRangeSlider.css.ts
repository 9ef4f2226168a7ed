import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const slider = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  // The whole 44 px strip answers to touch, not only the thin track.
  height: vars.size.touchTarget,
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-disabled]': { opacity: 0.6 } },
});

export const track = style({
  position: 'relative',
  flexGrow: 1,
  height: 6,
  overflow: 'hidden',
  background: vars.color.border,
  borderRadius: vars.radius.full,
});

export const range = style({
  position: 'absolute',
  height: '100%',
  background: vars.color.brand,
  borderRadius: vars.radius.full,
});

export const thumb = style([
  focusRing,
  {
    position: 'relative',
    display: 'block',
    width: 24,
    height: 24,
    background: vars.color.surface,
    border: `2px solid ${vars.color.brand}`,
    borderRadius: vars.radius.full,
    boxShadow: vars.shadow.card,
    cursor: 'grab',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      // A 44 × 44 touch target around the 24 px knob.
      '&::before': { content: '""', position: 'absolute', inset: -12, borderRadius: vars.radius.full },
      '&:hover': { background: vars.color.brandTint },
      '&[data-disabled]': { cursor: 'not-allowed', borderColor: vars.color.borderStrong },
    },
  },
]);
