import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const heading = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weightBold,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.text,
  },
  variants: {
    level: {
      '1': { fontSize: vars.fontSize.xlarge, '@media': { [media.desktop]: { fontSize: vars.fontSize.xxlarge } } },
      '2': { fontSize: vars.fontSize.large, '@media': { [media.desktop]: { fontSize: vars.fontSize.xlarge } } },
      '3': { fontSize: vars.fontSize.large },
      '4': { fontSize: vars.fontSize.standard },
    },
    align: {
      left: { textAlign: 'left' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { level: '2' },
});

export type HeadingVariants = NonNullable<RecipeVariants<typeof heading>>;
