import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The input takes the room; 'Aplicar' keeps its width beside it. */
export const input = style({ flex: '1 1 auto', minWidth: 0 });

export const apply = style({ flexShrink: 0 });

/** The applied coupon: a success tint, the code, and the way to take it off. */
export const applied = style({
  display: 'flex',
  // A long code keeps its line: the button moves under it rather than break the code.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.xxsmall} ${vars.space.small}`,
  background: vars.color.successTint,
  border: `1px solid ${vars.color.success}`,
  borderRadius: vars.radius.small,
});

export const appliedIcon = style({ flexShrink: 0, color: vars.color.success });

export const appliedText = style({
  flex: '1 1 auto',
  minWidth: 0,
  maxWidth: `calc(100% - 20px - ${vars.space.small})`,
  margin: 0,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
});

export const appliedLabel = style({ display: 'block', color: vars.color.textMuted });

export const code = style({
  display: 'block',
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightBold,
  letterSpacing: '0.02em',
});

export const remove = style({ flexShrink: 0, marginLeft: 'auto', whiteSpace: 'nowrap' });
