import type { ReactNode } from 'react';
import { Heading } from '../components/Heading';
import { FilterBar, MobileFilterModal, type FilterBarProps } from '../components/ProductFilters';
import { desktopOnly, header, mobileOnly, page, title as titleStyle } from './CatalogPage.css';

/** The filter controls a catalogue page shows: the same props drive the bar and the modal. */
export type FilterControls = FilterBarProps;

export type CatalogPageProps = {
  title: string;
  filterControls: FilterControls;
  /** false when the shell already shows the FilterBar above the page (AppShell `filterBar`). */
  showFilterBar?: boolean;
  children: ReactNode;
};

/** What Explore and Search share: the h1, the filters (bar on desktop, modal on phones), the results. */
export function CatalogPage({ title, filterControls, showFilterBar = true, children }: CatalogPageProps) {
  return (
    <div className={page}>
      <div className={header}>
        <Heading level="1" className={titleStyle}>
          {title}
        </Heading>
        <div className={mobileOnly}>
          <MobileFilterModal {...filterControls} />
        </div>
      </div>
      {showFilterBar && (
        <div className={desktopOnly}>
          <FilterBar {...filterControls} />
        </div>
      )}
      {children}
    </div>
  );
}
