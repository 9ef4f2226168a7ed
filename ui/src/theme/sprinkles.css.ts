import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { media } from './breakpoints';

// Layout atoms for Box and Stack: typed props, one class each, mobile first.
const layout = defineProperties({
  conditions: {
    mobile: {},
    desktop: { '@media': media.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'flex', 'inline-flex', 'grid', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const surface = defineProperties({
  properties: {
    background: {
      surface: vars.color.surface,
      subtle: vars.color.surfaceSubtle,
      brandTint: vars.color.brandTint,
      successTint: vars.color.successTint,
      warningTint: vars.color.warningTint,
      criticalTint: vars.color.criticalTint,
      infoTint: vars.color.infoTint,
    },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    // A flex child that keeps its size (an icon beside text) or takes the room left.
    flexShrink: [0],
    flexGrow: [0, 1],
    width: { full: '100%' },
  },
});

export const sprinkles = createSprinkles(layout, surface);
export type Sprinkles = Parameters<typeof sprinkles>[0];
