import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The pictures in their order, wrapping on narrow widths. */
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  width: 152,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  boxShadow: vars.shadow.edgeStrong,
  background: vars.color.surface,
});

/** The first picture is the one shoppers see: its edge says it with the brand colour, its caption in words. */
export const first = style({ boxShadow: `inset 0 0 0 2px ${vars.color.brand}` });

export const picture = style({ width: '100%', aspectRatio: '1', overflow: 'hidden' });

/** Where files may be dropped; it lights up while a file is held over it. */
export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceSubtle,
  selectors: { '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandTint } },
});

export const progress = style({ width: 160, accentColor: vars.color.brand });
