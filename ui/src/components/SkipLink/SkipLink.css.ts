import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

/** Out of sight until the keyboard reaches it: the first stop on every page. */
export const skipLink = style([
  focusRing,
  {
    position: 'absolute',
    top: vars.space.xsmall,
    left: vars.space.xsmall,
    zIndex: vars.zIndex.overlay,
    padding: `${vars.space.small} ${vars.space.medium}`,
    borderRadius: vars.radius.medium,
    background: vars.color.brand,
    color: vars.color.onBrand,
    fontWeight: vars.font.weightBold,
    textDecoration: 'none',
    transform: 'translateY(-200%)',
    selectors: { '&:focus': { transform: 'none' } },
  },
]);
