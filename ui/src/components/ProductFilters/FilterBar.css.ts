import { style } from '@vanilla-extract/css';

export const pricePanel = style({ width: 340 });
