import { style } from '@vanilla-extract/css';

// Short lines read better than the page's full width.
export const text = style({ maxWidth: 520 });
