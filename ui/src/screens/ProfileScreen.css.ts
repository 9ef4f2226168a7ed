import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/breakpoints';
import { visuallyHidden } from '../theme/utils.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentMaxWidth,
  margin: '0 auto',
  padding: `${vars.space.large} ${vars.space.medium}`,
  '@media': { [media.desktop]: { padding: `${vars.space.xlarge} ${vars.space.large}` } },
});

/** One column on phones; on desktop the data on the left, security and account on the right. */
export const columns = style({
  display: 'grid',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  minWidth: 0,
});

export const sectionTitle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall, color: vars.color.text });

export const personal = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  width: '100%',
  '@media': { [media.desktop]: { flexDirection: 'row', alignItems: 'flex-start' } },
});

// A fixed column on desktop, so that a long upload error wraps instead of squeezing the data.
export const avatarBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  '@media': { [media.desktop]: { flex: '0 0 11rem' } },
});

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

export const details = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, flex: 1, minWidth: 0 });

export const detail = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const links = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const sessionList = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none', width: '100%' });

export const sessionItem = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const sessionIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const sessionText = style({ flex: '1 1 10rem', minWidth: 0 });
