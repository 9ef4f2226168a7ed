import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ position: 'relative', width: '100%' });

export const field = style({
  display: 'flex',
  alignItems: 'center',
  background: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.full,
  paddingLeft: vars.space.medium,
  selectors: {
    '&:focus-within': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  minHeight: vars.size.touchTarget,
  border: 'none',
  background: 'transparent',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
  // The field draws the focus ring around input and button together.
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&::-webkit-search-cancel-button': { display: 'none' },
  },
});

export const popup = style({
  position: 'absolute',
  // Clear of the field's focus ring (3 px at 2 px offset), so the two never overlap.
  top: `calc(100% + ${vars.space.xsmall})`,
  left: 0,
  right: 0,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.xxsmall,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
});

export const listbox = style({ margin: 0, padding: 0, listStyle: 'none' });

// Options are never focused (the input keeps the focus): the active one is marked by background and weight.
export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSubtle },
    '&[aria-selected="true"]': {
      background: vars.color.brandTint,
      color: vars.color.brandHover,
      fontWeight: vars.font.weightMedium,
    },
  },
});

export const optionIcon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const loading = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});
