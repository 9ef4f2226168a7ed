import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * Text in the theme's colour whatever surrounds the card; in a grid cell or a row of columns
 * it narrows with them instead of overflowing.
 */
export const card = style({ minWidth: 0, color: vars.color.text });

/** `height="full"`: as tall as its column, so cards side by side end on one line. */
export const fullHeight = style({ height: '100%' });
