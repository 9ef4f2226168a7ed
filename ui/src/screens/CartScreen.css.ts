import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** Lines first; on a desktop the coupon and the summary in a side panel beside them. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px', gap: vars.space.xlarge } },
});

export const couponPanel = style({
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** The summary is a scroll target of the phone's bar: it takes the focus without a ring. */
export const summaryTarget = style({
  scrollMarginTop: vars.space.medium,
  selectors: { '&:focus': { outline: 'none' } },
});

export const blocked = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.critical,
});

export const blockedIcon = style({ flexShrink: 0, marginTop: 3 });

/** The empty state on a soft panel, so the page does not look broken. */
export const empty = style({
  background: vars.color.surfaceSubtle,
  borderRadius: vars.radius.large,
});
