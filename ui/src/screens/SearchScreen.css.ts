import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const loadMore = style({
  display: 'flex',
  justifyContent: 'center',
  paddingTop: vars.space.xsmall,
});
