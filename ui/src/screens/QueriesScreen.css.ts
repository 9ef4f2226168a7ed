import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The guest's invitation: set apart from the contact, with its two ways in side by side. */
export const guest = style({ border: `1px solid ${vars.color.border}` });
