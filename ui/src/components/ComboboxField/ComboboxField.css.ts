import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The input, with the arrow over its right end and the list under it. */
export const control = style({ position: 'relative' });

export const chevron = style({
  position: 'absolute',
  top: '50%',
  right: vars.space.small,
  transform: 'translateY(-50%)',
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const listbox = style({
  position: 'absolute',
  // Clear of the input's focus ring (3 px at 2 px offset), so the two never overlap.
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  maxHeight: 264,
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.xxsmall,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
  fontFamily: vars.font.family,
});

// Options are never focused (the input keeps the focus): the active one is marked by background and weight.
export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&[aria-selected="true"]': { background: vars.color.brandTint, color: vars.color.brandHover, fontWeight: vars.font.weightMedium },
  },
});
