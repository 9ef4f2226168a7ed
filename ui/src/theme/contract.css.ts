import { createThemeContract } from '@vanilla-extract/css';

/**
 * The shape every theme of the shop fills in. Components read these variables,
 * never raw values, so a second theme (or a brand refresh) is one file.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandTint: null,
    onBrand: null,
    text: null,
    textMuted: null,
    textInverse: null,
    surface: null,
    surfaceSubtle: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    focus: null,
    success: null,
    successTint: null,
    warning: null,
    warningStrong: null,
    warningTint: null,
    critical: null,
    criticalHover: null,
    criticalTint: null,
    info: null,
    infoTint: null,
    overlay: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    xxxlarge: null,
  },
  font: {
    family: null,
    weightRegular: null,
    weightMedium: null,
    weightBold: null,
  },
  fontSize: {
    xsmall: null,
    small: null,
    standard: null,
    large: null,
    xlarge: null,
    xxlarge: null,
  },
  lineHeight: {
    tight: null,
    standard: null,
  },
  radius: {
    small: null,
    medium: null,
    large: null,
    full: null,
  },
  shadow: {
    card: null,
    overlay: null,
    /** A panel's 1px edge, drawn inside it (see the theme). */
    edge: null,
    /** The same edge in the stronger border colour: controls and bars. */
    edgeStrong: null,
  },
  zIndex: {
    header: null,
    overlay: null,
    toast: null,
  },
  motion: {
    fast: null,
    standard: null,
    easing: null,
  },
  size: {
    touchTarget: null,
    contentMaxWidth: null,
  },
});
