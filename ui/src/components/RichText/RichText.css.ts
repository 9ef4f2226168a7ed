import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const richText = style({
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

// The catalogue's tags, in the theme's type: even spacing, the first and last flush.
globalStyle(`${richText} > *`, { margin: `0 0 ${vars.space.small}` });
globalStyle(`${richText} > :last-child`, { marginBottom: 0 });
globalStyle(`${richText} :is(ul, ol)`, { paddingLeft: vars.space.large });
globalStyle(`${richText} li + li`, { marginTop: vars.space.xxsmall });
globalStyle(`${richText} :is(h3, h4)`, { fontWeight: vars.font.weightBold, lineHeight: vars.lineHeight.tight });
globalStyle(`${richText} h3`, { fontSize: vars.fontSize.large });
globalStyle(`${richText} h4`, { fontSize: vars.fontSize.standard });
globalStyle(`${richText} :is(strong, b)`, { fontWeight: vars.font.weightBold });
globalStyle(`${richText} blockquote`, {
  paddingLeft: vars.space.medium,
  borderLeft: `4px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});
