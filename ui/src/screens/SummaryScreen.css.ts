import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** Long addresses and e-mails break rather than widen the page. */
export const wrap = style({ overflowWrap: 'anywhere' });

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

export const lineDetails = style({ gridArea: 'details', minWidth: 0 });

export const lineTotal = style({
  gridArea: 'total',
  '@media': { [media.desktop]: { textAlign: 'right' } },
});

/** The line's total stays on one line; its legend under it may wrap on a phone. */
export const lineTotalFigure = style({ whiteSpace: 'nowrap' });
