import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// Two by two on a phone: short words under big icons.
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const perk = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  lineHeight: vars.lineHeight.tight,
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, color: vars.color.brand });
