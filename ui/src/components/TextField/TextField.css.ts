import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { controlBox, controlInvalid, controlPlaceholder, fieldColumn } from '../Field/Field.css';

export const field = fieldColumn;

export const input = recipe({
  base: [controlBox, controlPlaceholder],
  variants: {
    invalid: { true: controlInvalid },
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
