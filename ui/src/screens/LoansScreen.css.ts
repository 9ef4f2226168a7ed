import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const loading = style({ display: 'flex', justifyContent: 'center', padding: `${vars.space.xxlarge} 0` });

/** The offer's card. An inset ring rather than a border keeps the snapshots pixel-exact. */
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  padding: vars.space.large,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

/** The engine's status word, a little larger than a count badge. */
export const status = style({ gap: vars.space.xxsmall, height: 28, padding: `0 ${vars.space.small}`, fontSize: vars.fontSize.small });

export const figures = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, margin: 0 });

export const figureRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.medium,
  color: vars.color.text,
});

export const figureValue = recipe({
  base: { margin: 0, fontWeight: vars.font.weightMedium, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: {
    // The shortfall: what the shopper must know first.
    emphasis: { true: { fontSize: vars.fontSize.large, fontWeight: vars.font.weightBold, color: vars.color.warning } },
  },
});

/** The instalments and the legal cost of the credit, on a soft panel. */
export const plan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.medium,
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.medium,
});

export const installments = style({ margin: 0, fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.tight });

export const installmentValue = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
});

// BCRA: the total financial cost in a larger, bolder type than the rate; both AA-contrast.
export const cftea = style({
  margin: `${vars.space.xsmall} 0 0`,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightBold,
  lineHeight: vars.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const tea = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightRegular,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.textMuted,
});

export const legal = style({ margin: 0, fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xsmall,
  padding: vars.space.small,
  background: vars.color.infoTint,
  borderRadius: vars.radius.small,
  color: vars.color.text,
});

export const noticeIcon = style({ flexShrink: 0, color: vars.color.info });

export const noticeText = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xxsmall });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const next = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const nextList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  paddingLeft: vars.space.large,
  lineHeight: vars.lineHeight.standard,
});
