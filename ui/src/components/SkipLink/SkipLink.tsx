import type { RefObject } from 'react';
import { skipLink } from './SkipLink.css';

export type SkipLinkProps = {
  /** The page's `<main>` (with `tabIndex={-1}`), and its id for the link's address. */
  target: RefObject<HTMLElement | null>;
  targetId: string;
};

/**
 * 'Saltar al contenido': the first Tab stop of a page, past the header and navigation to its content.
 * Focus moves by hand: a fragment in the URL would be taken by the router for a new page.
 */
export function SkipLink({ target, targetId }: SkipLinkProps) {
  return (
    <a
      href={`#${targetId}`}
      className={skipLink}
      onClick={(event) => {
        event.preventDefault();
        target.current?.focus();
      }}
    >
      Saltar al contenido
    </a>
  );
}
