import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** Picture, name and quantity; the line's total under them on a phone and at the end of the row on a desktop. */
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
  selectors: {
    '&:first-child': { paddingTop: 0 },
    '&:last-child': { paddingBottom: 0 },
    '& + &': { boxShadow: `inset 0 1px 0 ${vars.color.border}` },
  },
  '@media': {
    [media.desktop]: { gridTemplateColumns: '64px minmax(0, 1fr) auto', gridTemplateAreas: '"picture details total"', columnGap: vars.space.medium },
  },
});

export const picture = style({
  gridArea: 'picture',
  width: 64,
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
});

export const details = style({ gridArea: 'details', minWidth: 0 });

export const total = style({
  gridArea: 'total',
  '@media': { [media.desktop]: { textAlign: 'right' } },
});

/** The line's total stays on one line; its legend under it may wrap on a phone. */
export const totalFigure = style({ whiteSpace: 'nowrap' });

/** 'Precio unitario' stays with its figure when a phone's line wraps. */
export const nowrap = style({ whiteSpace: 'nowrap' });
