import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const box = recipe({
  base: [
    focusRing,
    {
      width: 48,
      height: 56,
      padding: 0,
      border: `1px solid ${vars.color.borderStrong}`,
      borderRadius: vars.radius.small,
      background: vars.color.surface,
      color: vars.color.text,
      fontFamily: vars.font.family,
      fontSize: vars.fontSize.xlarge,
      fontWeight: vars.font.weightBold,
      fontVariantNumeric: 'tabular-nums',
      textAlign: 'center',
      selectors: {
        '&:disabled': { background: vars.color.surfaceSubtle, color: vars.color.textMuted, borderColor: vars.color.border, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    invalid: {
      true: { borderColor: vars.color.critical, boxShadow: `inset 0 0 0 1px ${vars.color.critical}` },
    },
  },
});
