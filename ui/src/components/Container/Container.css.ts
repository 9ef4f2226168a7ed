import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

/** The shop's content column: full width on phones, at most 1280 px and centred on desktop. */
export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginLeft: 'auto',
  marginRight: 'auto',
  paddingLeft: vars.space.medium,
  paddingRight: vars.space.medium,
  '@media': { [media.desktop]: { paddingLeft: vars.space.large, paddingRight: vars.space.large } },
});
