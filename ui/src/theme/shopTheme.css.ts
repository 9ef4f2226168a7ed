import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { media } from './breakpoints';

/**
 * The shop's one theme. Every text/background pair used together passes WCAG AA
 * (ratios noted against white unless said otherwise); it is set on :root so that
 * portals (dialogs, toasts, select menus) see the same variables.
 */
createGlobalTheme(':root', vars, {
  color: {
    brand: '#1d4ed8', // 6.7:1
    brandHover: '#1e3a8a', // 10.4:1
    brandTint: '#e8effd',
    onBrand: '#ffffff',
    text: '#1f2937', // 14.7:1
    textMuted: '#4b5563', // 7.6:1
    textInverse: '#ffffff',
    surface: '#ffffff',
    surfaceSubtle: '#f5f7fa',
    surfaceSunken: '#e5e7eb',
    border: '#d1d5db',
    borderStrong: '#6b7280', // 4.8:1, for input outlines (non-text 3:1)
    focus: '#1d4ed8',
    success: '#047857', // 5.5:1
    successTint: '#e7f6ef',
    warning: '#92400e', // 7.1:1, text
    warningStrong: '#c2410c', // 5.2:1, bars and icons
    warningTint: '#fef3c7',
    critical: '#b91c1c', // 6.5:1
    criticalHover: '#7f1d1d', // 10.4:1
    criticalTint: '#fee2e2',
    info: '#1d4ed8',
    infoTint: '#e8effd',
    overlay: 'rgba(17, 24, 39, 0.55)',
  },
  space: {
    none: '0',
    xxsmall: '4px',
    xsmall: '8px',
    small: '12px',
    medium: '16px',
    large: '24px',
    xlarge: '32px',
    xxlarge: '48px',
    xxxlarge: '64px',
  },
  font: {
    family: "'Nunito Sans', system-ui, sans-serif",
    weightRegular: '400',
    weightMedium: '600',
    weightBold: '700',
  },
  fontSize: {
    xsmall: '12px',
    small: '14px',
    standard: '16px',
    large: '20px',
    xlarge: '24px',
    xxlarge: '32px',
  },
  lineHeight: {
    tight: '1.25',
    standard: '1.5',
  },
  radius: {
    small: '4px',
    medium: '8px',
    large: '12px',
    full: '9999px',
  },
  shadow: {
    card: '0 2px 8px rgba(17, 24, 39, 0.08), 0 1px 2px rgba(17, 24, 39, 0.06)',
    overlay: '0 12px 32px rgba(17, 24, 39, 0.18), 0 2px 6px rgba(17, 24, 39, 0.08)',
    // Edges are inset rings, not borders: they take no room and Chromium repaints them identically
    // after partial repaints, where thin rounded borders come back a shade off (pixel-exact snapshots).
    edge: `inset 0 0 0 1px ${vars.color.border}`,
    edgeStrong: `inset 0 0 0 1px ${vars.color.borderStrong}`,
  },
  zIndex: {
    header: '10',
    overlay: '50',
    toast: '60',
  },
  motion: {
    fast: '150ms',
    standard: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    touchTarget: '44px',
    contentMaxWidth: '1280px',
  },
});

// Calm motion, and none at all for people who ask for none (and in snapshots).
globalStyle(':root', {
  '@media': {
    [media.reducedMotion]: {
      vars: { [vars.motion.fast]: '0ms', [vars.motion.standard]: '0ms' },
    },
  },
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.text,
  background: vars.color.surface,
  WebkitFontSmoothing: 'antialiased',
});
