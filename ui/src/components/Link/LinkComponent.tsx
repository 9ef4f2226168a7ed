import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';

/** What `ui` needs from the app's router link: an href and anchor attributes. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode };
export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor: LinkComponent = (props) => <a {...props} />;

const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);

/**
 * `ui` never routes: the storefront hands it its router's link once, here,
 * and every Link and link-styled button uses it. Stories use the plain anchor.
 */
export function LinkComponentProvider({ linkComponent, children }: { linkComponent: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={linkComponent}>{children}</LinkComponentContext.Provider>;
}

export const useLinkComponent = () => useContext(LinkComponentContext);
