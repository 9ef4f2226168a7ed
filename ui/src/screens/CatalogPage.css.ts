import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.family,
});

/** The title, and on phones the 'Filtros' button beside it. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

// Under 1024 px the filters are a modal behind one button; from 1024 px, the bar (spec §2 Explore).
export const desktopOnly = style({ '@media': { [media.mobile]: { display: 'none' } } });
export const mobileOnly = style({ '@media': { [media.desktop]: { display: 'none' } } });
