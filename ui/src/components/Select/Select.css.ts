import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The chosen option and the arrow, inside Field's box. */
export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&[data-placeholder]': { color: vars.color.textMuted } },
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.textMuted });

export const content = style({
  zIndex: vars.zIndex.overlay,
  width: 'var(--radix-select-trigger-width)',
  // Radix says how much room there is below (or above) the trigger; the list scrolls within it.
  maxHeight: 'min(320px, var(--radix-select-content-available-height))',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.overlay,
});

export const viewport = style({ padding: vars.space.xxsmall });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.tight,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.brandTint, color: vars.color.brandHover },
    '&[data-state="checked"]': { fontWeight: vars.font.weightBold },
    '&[data-disabled]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const itemIndicator = style({ display: 'inline-flex', color: vars.color.brand });

export const scrollButton = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xxsmall,
  color: vars.color.textMuted,
  cursor: 'default',
});
