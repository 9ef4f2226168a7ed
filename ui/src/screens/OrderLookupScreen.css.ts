import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** An icon beside a message keeps its size however long the message. */
export const noticeIcon = style({ flexShrink: 0 });

export const expiredIcon = style([noticeIcon, { color: vars.color.warningStrong }]);

export const sentIcon = style([noticeIcon, { color: vars.color.success }]);

// Focused by the page (not by the keyboard) so that it is read: no ring, as nothing can be done on it.
export const sentHeading = style({ selectors: { '&:focus': { outline: 'none' } } });
