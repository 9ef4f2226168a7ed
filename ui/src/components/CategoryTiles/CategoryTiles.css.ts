import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

// Three a row on a phone (two rows), all six in one row on desktop.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: vars.space.medium } },
});

export const tile = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xsmall,
    height: '100%',
    padding: `${vars.space.medium} ${vars.space.xsmall}`,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
    color: vars.color.text,
    fontWeight: vars.font.weightMedium,
    fontSize: vars.fontSize.small,
    textAlign: 'center',
    textDecoration: 'none',
    transition: `box-shadow ${vars.motion.standard} ${vars.motion.easing}, border-color ${vars.motion.standard} ${vars.motion.easing}`,
    selectors: { '&:hover': { boxShadow: vars.shadow.card, borderColor: vars.color.brand } },
    '@media': { [media.desktop]: { fontSize: vars.fontSize.standard, padding: `${vars.space.large} ${vars.space.small}` } },
  },
]);

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 56,
  height: 56,
  borderRadius: vars.radius.full,
  background: vars.color.brandTint,
  color: vars.color.brand,
});
