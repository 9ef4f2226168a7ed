export { RichText, type RichTextProps } from './RichText';
export { sanitizeHtml } from './sanitize';
