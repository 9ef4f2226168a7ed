import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';
import { visuallyHidden } from '../theme/utils.css';

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

export const fileInput = style([visuallyHidden]);

/** Looks like a secondary button; the ring follows the hidden input's keyboard focus. */
export const fileLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xsmall,
  minHeight: vars.size.touchTarget,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.medium,
  color: vars.color.brand,
  background: vars.color.surface,
  fontWeight: vars.font.weightMedium,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brandTint },
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
    '&[aria-disabled="true"]': { cursor: 'progress', color: vars.color.textMuted, borderColor: vars.color.border },
  },
});

/** The data take what the avatar leaves, and long values wrap inside it. */
export const details = style({ flex: 1, minWidth: 0 });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const sessionItem = style({ border: `1px solid ${vars.color.border}` });

export const sessionIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const sessionText = style({ flex: '1 1 10rem', minWidth: 0 });
