import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../../theme/utils.css';

/** The table's frame: the panel's edge; it scrolls sideways rather than squeezing its columns. */
export const frame = style([
  focusRing,
  {
    overflowX: 'auto',
    // A border, not the inset edge of cards: the header row's background would paint over that.
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.medium,
    background: vars.color.surface,
  },
]);

/** Dense rows for staff work: small type, thin rules, no zebra stripes. */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
});

export const caption = style({
  padding: `${vars.space.small} ${vars.space.small} 0`,
  textAlign: 'left',
  fontWeight: vars.font.weightBold,
  fontSize: vars.fontSize.standard,
});

export const headerCell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSubtle,
  fontWeight: vars.font.weightBold,
  textAlign: 'left',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
});

export const cell = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  selectors: { 'tr:last-child > &': { borderBottom: 'none' } },
});

/** Figures (money, counts) at the end of their cell, each digit as wide as the others. */
export const endAligned = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** The header of a sortable column: a button that fills the cell and reads as its header. */
export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minHeight: 32,
    margin: `0 calc(-1 * ${vars.space.xxsmall})`,
    padding: `0 ${vars.space.xxsmall}`,
    border: 'none',
    borderRadius: vars.radius.small,
    background: 'transparent',
    font: 'inherit',
    fontWeight: vars.font.weightBold,
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
]);

/** Loading, failure and nothing to show: one cell across the table. */
export const stateCell = style({
  padding: `${vars.space.xlarge} ${vars.space.medium}`,
  textAlign: 'center',
});
