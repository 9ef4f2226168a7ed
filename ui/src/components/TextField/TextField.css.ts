import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const input = recipe({
  base: [
    focusRing,
    {
      width: '100%',
      minHeight: vars.size.touchTarget,
      padding: `${vars.space.xsmall} ${vars.space.small}`,
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
    invalid: {
      true: { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    },
    multiline: {
      true: { minHeight: 120, resize: 'vertical', lineHeight: vars.lineHeight.standard },
    },
  },
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});
