import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const MARKER = 24;

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** A step: its marker, then its name and date; a line joins its marker to the next one's. */
export const step = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${MARKER}px minmax(0, 1fr)`,
    columnGap: vars.space.small,
    paddingBottom: vars.space.medium,
    selectors: {
      '&:last-child': { paddingBottom: 0 },
      '&:not(:last-child)::before': {
        content: '""',
        position: 'absolute',
        left: MARKER / 2 - 1,
        top: MARKER + 4,
        bottom: 4,
        width: 2,
        borderRadius: vars.radius.full,
        background: vars.color.border,
      },
    },
  },
  variants: {
    // The way already walked is drawn in the brand's colour.
    stage: {
      done: { selectors: { '&:not(:last-child)::before': { background: vars.color.brand } } },
      current: {},
      upcoming: {},
    },
  },
});

/** The round mark of a step: filled once reached, ringed when it is the present one, hollow to come. */
export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: MARKER,
    height: MARKER,
    borderRadius: vars.radius.full,
  },
  variants: {
    stage: {
      done: { background: vars.color.brand, color: vars.color.onBrand },
      current: { background: vars.color.brand, color: vars.color.onBrand, boxShadow: `0 0 0 4px ${vars.color.brandTint}` },
      // An inset ring rather than a border: it repaints identically (see the theme's edges).
      upcoming: { background: vars.color.surface, boxShadow: `inset 0 0 0 2px ${vars.color.borderStrong}` },
    },
    /** An order stopped (cancelled, expired): its present mark says so in the critical colour. */
    stopped: {
      true: { background: vars.color.critical, boxShadow: `0 0 0 4px ${vars.color.criticalTint}` },
    },
  },
});

/** The present step's inner dot. */
export const dot = style({ width: 8, height: 8, borderRadius: vars.radius.full, background: vars.color.onBrand });
