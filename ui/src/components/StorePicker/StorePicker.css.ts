import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/breakpoints';
import { focusRing } from '../../theme/utils.css';

export const picker = style({ minWidth: 0, fontFamily: vars.font.family });

/** The chosen store: its data, then its map (beside each other on desktops). */
export const store = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  padding: vars.space.medium,
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.medium,
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
});

export const data = style({ minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.font.weightBold, fontSize: vars.fontSize.standard, color: vars.color.text });

export const line = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const icon = style({ flexShrink: 0, marginTop: 3, color: vars.color.textMuted });

export const label = style({ fontWeight: vars.font.weightMedium });

export const phone = style([
  focusRing,
  {
    color: vars.color.brand,
    fontVariantNumeric: 'tabular-nums',
    borderRadius: vars.radius.small,
  },
]);

export const map = style({
  position: 'relative',
  minHeight: 200,
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSunken,
});

export const iframe = style({ display: 'block', width: '100%', height: '100%', minHeight: 200, border: 0 });
