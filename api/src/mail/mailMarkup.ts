import { escapeMarkup } from '../seed/markup';
import type { Mail } from './mailer';

/** A line of a mail as HTML: escaped, with its web addresses as links a person can click. */
export function mailLine(text: string): string {
  return escapeMarkup(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** A mail written as plain text, paragraphs apart by a blank line; its HTML says the same. */
export function textMail(to: string, subject: string, text: string, orderId?: number): Mail {
  const html = text.split('\n\n').map((paragraph) => `<p>${paragraph.split('\n').map(mailLine).join('<br>')}</p>`).join('\n');
  return { to, subject, text, html, ...(orderId && { orderId }) };
}
