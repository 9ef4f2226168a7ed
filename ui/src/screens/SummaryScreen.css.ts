import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** Delivery, payment and contact: stacked on phones, side by side from the desktop line. */
export const blocks = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** A card of the page. An inset ring rather than a border keeps the snapshots pixel-exact. */
export const block = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.large,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

/** Long addresses and e-mails break rather than widen the page. */
export const wrap = style({ overflowWrap: 'anywhere' });

export const lines = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Picture, name and quantity; the line total under them on a phone and at the end of the row on a desktop. */
export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px minmax(0, 1fr)',
  gridTemplateAreas: `
    "picture details"
    "picture total"`,
  alignItems: 'center',
  columnGap: vars.space.small,
  rowGap: vars.space.xxsmall,
  padding: `${vars.space.small} 0`,
  selectors: { '& + &': { boxShadow: `inset 0 1px 0 ${vars.color.border}` } },
  '@media': {
    [media.desktop]: { gridTemplateColumns: '64px minmax(0, 1fr) auto', gridTemplateAreas: '"picture details total"' },
  },
});

export const picture = style({
  gridArea: 'picture',
  width: 64,
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
});

export const lineDetails = style({ gridArea: 'details', display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall, minWidth: 0 });

export const lineTotal = style({
  gridArea: 'total',
  whiteSpace: 'nowrap',
  '@media': { [media.desktop]: { textAlign: 'right' } },
});
