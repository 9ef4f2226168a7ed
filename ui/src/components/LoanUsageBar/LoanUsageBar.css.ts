import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = style({ fontFamily: vars.font.family, color: vars.color.text });

export const label = style({
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightMedium,
});

/** Room for the level's icon beside its word inside the badge. */
export const levelBadge = style({ gap: vars.space.xxsmall });

/**
 * The track is outlined (the theme's strong edge) so the bar's full extent shows even when it
 * is nearly empty, with 1px of padding so the fill stays inside the edge.
 */
export const track = style({
  height: 14,
  padding: 1,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.edgeStrong,
  borderRadius: vars.radius.full,
});

/** Each fill keeps at least 3:1 against the track (WCAG 1.4.11). */
export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.standard} ${vars.motion.easing}`,
  },
  variants: {
    level: {
      low: { background: vars.color.success },
      medium: { background: vars.color.warningStrong },
      high: { background: vars.color.critical },
    },
  },
});

export const figures = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

export const overLimit = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightBold,
  color: vars.color.critical,
  fontVariantNumeric: 'tabular-nums',
});
