import { escapeMarkup } from '../seed/markup';

/** A line of a mail as HTML: escaped, with its web addresses as links a person can click. */
export function mailLine(text: string): string {
  return escapeMarkup(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
