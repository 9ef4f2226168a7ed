import type { ReactNode } from 'react';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { header, intro as introStyle, note, page, prose } from './StaticPage.css';

export type StaticPageProps = {
  /** The page's one h1. */
  title: string;
  /** A sentence or two under the title that says what the page is for. */
  intro?: ReactNode;
  /** The body as plain elements (h2, h3, p, ul, ol); they are styled here. */
  children: ReactNode;
};

/** The frame of the shop's text pages (terms, privacy, about us…): title, intro, body. */
export function StaticPage({ title, intro, children }: StaticPageProps) {
  return (
    <Stack as="article" space="large" className={page}>
      <Stack as="header" space="small" paddingBottom="large" className={header}>
        <Heading level="1">{title}</Heading>
        {intro && <p className={introStyle}>{intro}</p>}
      </Stack>
      <Stack space="medium" className={prose}>
        {children}
      </Stack>
    </Stack>
  );
}

/** A passage set apart in the body: a legal notice, a deadline the reader must not miss. */
export function StaticPageNote({ children }: { children: ReactNode }) {
  return (
    <Stack space="xsmall" padding="medium" background="subtle" borderRadius="small" className={note}>
      {children}
    </Stack>
  );
}
