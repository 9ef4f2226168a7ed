import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const link = recipe({
  base: [
    focusRing,
    {
      fontWeight: vars.font.weightMedium,
      textDecoration: 'underline',
      textUnderlineOffset: 3,
      borderRadius: vars.radius.small,
      selectors: { '&:hover': { textDecorationThickness: 2 } },
    },
  ],
  variants: {
    tone: {
      brand: { color: vars.color.brand },
      neutral: { color: vars.color.text },
      inverse: { color: vars.color.textInverse },
    },
    /** Navigation lists read better without underlines; hover and focus still show. */
    underline: { false: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } } },
  },
  defaultVariants: { tone: 'brand' },
});
