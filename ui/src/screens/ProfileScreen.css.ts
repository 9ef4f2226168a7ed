import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';

/** A card beside another never grows past its column (a long e-mail wraps). */
export const card = style({ minWidth: 0 });

// A fixed column on desktop, so that a long upload error wraps instead of squeezing the data.
export const avatarBlock = style({ '@media': { [media.desktop]: { flex: '0 0 11rem' } } });

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  width: 112,
  height: 112,
  borderRadius: vars.radius.full,
  overflow: 'hidden',
  background: vars.color.brandTint,
  color: vars.color.brand,
});

export const avatarImage = style({ width: '100%', height: '100%', objectFit: 'cover' });

/** The data take what the avatar leaves, and long values wrap inside it. */
export const details = style({ flex: 1, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const sessionItem = style({ border: `1px solid ${vars.color.border}` });

export const sessionIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const sessionText = style({ flex: '1 1 10rem', minWidth: 0 });
