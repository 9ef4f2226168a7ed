import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** The page behind the card: the card sits centred with air around it on a desktop. */
export const page = style({
  display: 'flex',
  justifyContent: 'center',
  padding: `${vars.space.large} ${vars.space.medium}`,
  fontFamily: vars.font.family,
  color: vars.color.text,
  '@media': { [media.desktop]: { padding: `${vars.space.xxlarge} ${vars.space.large}` } },
});

/** On a phone the card is the page itself (no frame eating the width); on a desktop it is framed. */
export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    width: '100%',
    '@media': {
      [media.desktop]: {
        padding: vars.space.xlarge,
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.large,
        boxShadow: vars.shadow.card,
      },
    },
  },
  variants: {
    width: {
      narrow: { maxWidth: 440 },
      wide: { maxWidth: 640 },
    },
  },
  defaultVariants: { width: 'narrow' },
});

export type AuthCardVariants = NonNullable<RecipeVariants<typeof card>>;

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
});

export const intro = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.lineHeight.standard });

export const footer = style({
  margin: 0,
  paddingTop: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

