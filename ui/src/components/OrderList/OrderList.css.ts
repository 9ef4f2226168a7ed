import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

export const list = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.small });

/**
 * Picture, then the order and its first product; its state and total under them on a phone and
 * at the end of the row on a desktop. The whole row answers the pointer (the number's link covers it).
 */
export const row = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '56px minmax(0, 1fr)',
  gridTemplateAreas: `
    "picture details"
    "status status"`,
  columnGap: vars.space.small,
  rowGap: vars.space.small,
  alignItems: 'center',
  padding: vars.space.medium,
  background: vars.color.surface,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.edge,
  selectors: { '&:hover': { background: vars.color.surfaceSubtle } },
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '72px minmax(0, 1fr) auto',
      gridTemplateAreas: '"picture details status"',
      columnGap: vars.space.medium,
    },
  },
});

export const picture = style({
  gridArea: 'picture',
  alignSelf: 'start',
  aspectRatio: '1 / 1',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
});

export const details = style({ gridArea: 'details', minWidth: 0 });

export const status = style({
  gridArea: 'status',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  '@media': { [media.desktop]: { flexDirection: 'column', alignItems: 'flex-end' } },
});

/** The number's link stretches over the row, so the row is one target with a short name. */
export const orderLink = style({
  selectors: { '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.medium } },
});

export const total = style({ whiteSpace: 'nowrap' });
