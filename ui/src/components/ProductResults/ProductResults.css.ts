import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The spinner holds the place of the grid, so the page does not jump when products arrive. */
export const loading = style({ minHeight: 320, color: vars.color.textMuted });
