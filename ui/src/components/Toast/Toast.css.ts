import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { bottomNavMark, bottomNavRoom } from '../../theme/bottomNav.css';

const slideIn = keyframes({ from: { opacity: 0, transform: 'translateX(-16px)' } });

// Bottom-left (spec §9); the newest toast sits nearest the corner.
export const viewport = style({
  position: 'fixed',
  left: vars.space.medium,
  bottom: vars.space.medium,
  zIndex: vars.zIndex.toast,
  width: `min(360px, calc(100vw - 2 * ${vars.space.medium}))`,
});

// On phones, just above the bottom navigation instead of over it.
globalStyle(`body:has(${bottomNavMark}) ${viewport}`, {
  '@media': { [media.mobile]: { bottom: `calc(${bottomNavRoom} + ${vars.space.small})` } },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.medium}`,
    background: vars.color.surface,
    color: vars.color.text,
    border: `1px solid ${vars.color.border}`,
    borderLeftWidth: 4,
    borderRadius: vars.radius.medium,
    boxShadow: vars.shadow.overlay,
    animation: `${slideIn} ${vars.motion.standard} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      success: { borderLeftColor: vars.color.success },
      critical: { borderLeftColor: vars.color.critical },
      info: { borderLeftColor: vars.color.info },
    },
  },
});

export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0 },
  variants: {
    tone: {
      success: { color: vars.color.success },
      critical: { color: vars.color.critical },
      info: { color: vars.color.info },
    },
  },
});

export const message = style({
  flex: 1,
  margin: 0,
  padding: `${vars.space.xsmall} 0`,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.standard,
});
