import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { bareList, focusRing } from '../../theme/utils.css';

/** A slim band over the header: in the first screen of every page, phone and desktop. */
export const band = style({
  background: vars.color.surfaceSubtle,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const list = style([
  bareList,
  {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    columnGap: vars.space.small,
    '@media': { [media.desktop]: { justifyContent: 'flex-end', columnGap: vars.space.medium } },
  },
]);

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    // A finger's size on phones; on a desktop the band stays slim (still above 24 px, WCAG 2.5.8).
    minHeight: vars.size.touchTarget,
    padding: `0 ${vars.space.xxsmall}`,
    color: vars.color.text,
    fontSize: vars.fontSize.small,
    fontWeight: vars.font.weightMedium,
    textDecoration: 'underline',
    textUnderlineOffset: 3,
    '@media': { [media.desktop]: { minHeight: 32 } },
    selectors: { '&:hover': { color: vars.color.brandHover } },
  },
]);
