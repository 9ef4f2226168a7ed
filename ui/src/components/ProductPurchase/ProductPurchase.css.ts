import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const purchase = style({ fontFamily: vars.font.family });

/** Out of stock: said in words, with an icon, in the critical colour. */
export const soldOut = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  alignSelf: 'flex-start',
  margin: 0,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  background: vars.color.criticalTint,
  color: vars.color.critical,
  fontWeight: vars.font.weightBold,
});

export const actions = style({ maxWidth: 420 });
