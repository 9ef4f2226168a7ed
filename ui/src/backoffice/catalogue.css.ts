import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// The little the catalogue's screens add to the atoms: a thumbnail's box, a filter's width and
// the inline stock editor's narrow input.

/** A product's picture in a table row. */
export const thumbnail = style({ width: 48, height: 48, flexShrink: 0, overflow: 'hidden', borderRadius: vars.radius.small });

/** A banner's picture in its list: wide, as banners are. */
export const bannerPicture = style({ width: 240, flexShrink: 0, overflow: 'hidden', borderRadius: vars.radius.small, boxShadow: vars.shadow.edge });

export const bannerImage = style({ display: 'block', width: '100%', height: 'auto' });

/** A filter above a table: as wide as its longest option, wrapping when the row is full. */
export const filter = style({ flex: '1 1 180px', maxWidth: 260 });

/** The search box takes what the filters leave. */
export const search = style({ flex: '2 1 280px', minWidth: 0 });

/** The stock field in a row: room for 7 digits. */
export const stockInput = style({ width: '9ch', minWidth: 88, textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

/** A list that is a layout (banners in order), not a text list. */
export const plainList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** Long product names wrap within their column. */
export const nameCell = style({ minWidth: 200, maxWidth: 320 });

/** A form beside nothing: kept to a readable width on the desktop. */
export const formPanel = style({ maxWidth: 720 });
