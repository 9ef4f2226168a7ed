import { useRef, type ReactNode } from 'react';
import { Box } from '../components/Box';
import { Container } from '../components/Container';
import { Footer, SellerLine, type FooterProps } from '../components/Footer';
import { Header, type HeaderProps } from '../components/Header';
import { MobileBottomNav, type NavSection } from '../components/MobileBottomNav';
import { SkipLink } from '../components/SkipLink';
import { filterBar as filterBarStyle, main, shell } from './AppShell.css';

export type AppShellProps = {
  /** Everything the header shows but what the page decides (search, current section). */
  header: Omit<HeaderProps, 'showSearch' | 'currentSection' | 'shopName'>;
  /** The footer's contact data. */
  footer: Omit<FooterProps, 'shopName'>;
  shopName: string;
  /** The section the page belongs to, marked in the bottom navigation and the header. */
  currentSection?: NavSection;
  /**
   * What shows is the storefront's decision, per route and width (spec §2 Shell);
   * the shell only obeys.
   */
  showSearch?: boolean;
  showFilterBar?: boolean;
  showFooter?: boolean;
  /** The explore filters, under the header when `showFilterBar` (at desktop widths only). */
  filterBar?: ReactNode;
  /** The toasts (a `Toaster`), after the page so they are announced over it. */
  toasts?: ReactNode;
  children: ReactNode;
};

/**
 * The frame of every page: skip link, header, the optional filter bar, the page in the
 * shop's centred column, the footer (or, where it is left out, the seller's line) and, under 1024 px,
 * the fixed bottom navigation.
 */
export function AppShell({
  header,
  footer,
  shopName,
  currentSection,
  showSearch = true,
  showFilterBar = false,
  showFooter = true,
  filterBar,
  toasts,
  children,
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  return (
    <Box display="flex" flexDirection="column" className={shell}>
      <SkipLink target={mainRef} targetId="contenido" />
      <Header {...header} shopName={shopName} showSearch={showSearch} currentSection={currentSection} />
      {showFilterBar && filterBar && (
        <div className={filterBarStyle}>
          <Container>{filterBar}</Container>
        </div>
      )}
      <main id="contenido" ref={mainRef} tabIndex={-1} className={main}>
        <Container>{children}</Container>
      </main>
      {showFooter ? <Footer {...footer} shopName={shopName} /> : <SellerLine seller={footer.seller} />}
      <MobileBottomNav current={currentSection} />
      {toasts}
    </Box>
  );
}
