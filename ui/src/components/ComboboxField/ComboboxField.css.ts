import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const control = style({ position: 'relative' });

// Drawn like TextField's input, with room on the right for the arrow.
export const input = recipe({
  base: [
    focusRing,
    {
      width: '100%',
      minHeight: vars.size.touchTarget,
      padding: `${vars.space.xsmall} 40px ${vars.space.xsmall} ${vars.space.small}`,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.small,
      background: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.font.family,
      fontSize: vars.fontSize.standard,
      lineHeight: vars.lineHeight.tight,
      selectors: {
        '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
        '&:hover:not(:disabled)': { borderColor: vars.color.text },
        '&:disabled': { background: vars.color.surfaceSubtle, color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    invalid: { true: { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` } },
  },
});

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

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard, color: vars.color.textMuted });
