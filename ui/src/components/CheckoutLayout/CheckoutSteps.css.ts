import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';

const MARKER = 28;

export const count = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'grid',
  gridAutoColumns: 'minmax(0, 1fr)',
  gridAutoFlow: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [media.desktop]: { maxWidth: 720 } },
});

type State = { done: object; current: object; upcoming: object };

/**
 * Marker over label on phones, beside it on desktops; a rule joins each step to the one
 * before (drawn as a plain box: no rounded edge to flake in snapshots).
 */
export const item = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    minWidth: 0,
    textAlign: 'center',
    selectors: {
      '&:not(:first-child)::before': {
        content: '""',
        position: 'absolute',
        top: MARKER / 2 - 1,
        right: `calc(50% + ${MARKER / 2 + 4}px)`,
        left: `calc(-50% + ${MARKER / 2 + 4}px)`,
        height: 2,
        background: vars.color.border,
      },
    },
  },
  variants: {
    state: {
      done: { selectors: { '&:not(:first-child)::before': { background: vars.color.brand } } },
      current: { selectors: { '&:not(:first-child)::before': { background: vars.color.brand } } },
      upcoming: {},
    } satisfies State,
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: MARKER,
    height: MARKER,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.small,
    fontWeight: vars.font.weightBold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    state: {
      done: { background: vars.color.brand, color: vars.color.onBrand },
      current: { background: vars.color.brand, color: vars.color.onBrand, boxShadow: `0 0 0 3px ${vars.color.brandTint}` },
      upcoming: { background: vars.color.surface, color: vars.color.textMuted, boxShadow: `inset 0 0 0 2px ${vars.color.borderStrong}` },
    } satisfies State,
  },
});

export const label = recipe({
  base: {
    maxWidth: '100%',
    fontSize: vars.fontSize.small,
    lineHeight: vars.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weightBold },
      upcoming: { color: vars.color.textMuted },
    } satisfies State,
  },
});
