import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

export const logo = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    borderRadius: vars.radius.small,
    color: vars.color.text,
    fontSize: vars.fontSize.large,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
  },
]);

/** The brand's square with the shopping bag. */
export const mark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.medium,
  background: vars.color.brand,
  color: vars.color.onBrand,
});
