import { useMemo } from 'react';
import { sanitizeHtml } from '@tienda/domain';
import { richText } from './RichText.css';

export type RichTextProps = {
  /** HTML from the catalogue (a product's description); it is sanitised before it is shown. */
  html: string;
};

/** Shows stored HTML safely: only basic formatting survives (see sanitizeHtml). */
export function RichText({ html }: RichTextProps) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={richText} dangerouslySetInnerHTML={{ __html: safe }} />;
}
