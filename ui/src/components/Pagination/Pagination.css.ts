import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const position = style({
  minWidth: 96,
  margin: 0,
  textAlign: 'center',
  fontFamily: vars.font.family,
  fontWeight: vars.font.weightBold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

/** At an end the arrow greys out, so the limit shows at a glance (and it is disabled). */
export const stepButton = style({
  boxShadow: vars.shadow.edge,
  // An arrow may be a link (pageHref): drawn as the button, never underlined.
  textDecoration: 'none',
  selectors: {
    '&:disabled:disabled': { background: vars.color.surfaceSubtle, color: vars.color.border },
  },
});
