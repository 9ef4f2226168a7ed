import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tabList = style({
  display: 'flex',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  flex: '1 1 0',
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: 'none',
  // The selected tab is told by its bar and its weight, not by colour alone.
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  transition: `color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-selected="true"]': { color: vars.color.brand, borderBottomColor: vars.color.brand, fontWeight: vars.font.weightBold },
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

export const panel = style({
  paddingTop: vars.space.large,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});
