import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** A long address breaks anywhere rather than widening a phone's page. */
export const email = style({ color: vars.color.text, overflowWrap: 'anywhere' });
