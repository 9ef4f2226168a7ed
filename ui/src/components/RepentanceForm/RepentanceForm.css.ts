import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  fontFamily: vars.font.family,
});

/** E-mail and phone share a row on a desktop. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const required = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const failure = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  background: vars.color.criticalTint,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.small,
  color: vars.color.critical,
  fontWeight: vars.font.weightMedium,
});

export const failureIcon = style({ flexShrink: 0, marginTop: 2 });

export const actions = style({
  display: 'flex',
  '@media': { [media.mobile]: { flexDirection: 'column' } },
});
