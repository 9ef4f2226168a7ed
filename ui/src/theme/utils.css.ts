import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Read by screen readers, not shown. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

/** The one visible keyboard focus of the shop (WCAG 2.4.7 / 2.4.11). */
export const focusRing = style({
  selectors: {
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus}`,
      outlineOffset: 2,
    },
  },
});

/**
 * A list that is a layout (lines, links, options), not a text list: no bullets, no indent. It sets
 * margin and padding, so a list that needs either says so in its own class rather than in atoms.
 */
export const bareList = style({ margin: 0, padding: 0, listStyle: 'none' });
