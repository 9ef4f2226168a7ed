import type { ReactNode } from 'react';
import { Heading } from '../components/Heading';
import { Text } from '../components/Text';
import { FilterBar, MobileFilterModal, type FilterBarProps } from '../components/ProductFilters';
import { formatCount, productCount } from '../components/ProductFilters/filterRules';
import { visuallyHidden } from '../theme/utils.css';
import { desktopOnly, header, mobileOnly, page, title as titleStyle } from './CatalogPage.css';

/** The filter controls a catalogue page shows: the same props drive the bar and the modal. */
export type FilterControls = FilterBarProps;

/**
 * How many products the listing found, as the server counts them: past its cap it stops
 * counting and says so (`capped`), and `total` is the cap.
 */
export type ResultCount = { total: number; capped: boolean };

/** '1 producto', '23 productos', 'Más de 1.000 productos'. */
export const resultCountText = ({ total, capped }: ResultCount) =>
  capped ? `Más de ${formatCount(total)} productos` : productCount(total);

export type CatalogPageProps = {
  title: string;
  filterControls: FilterControls;
  /** false when the shell already shows the FilterBar above the page (AppShell `filterBar`). */
  showFilterBar?: boolean;
  /** Shown above the results; undefined shows nothing (while they load, after a failure). */
  resultCount?: ResultCount;
  children: ReactNode;
};

/** What Explore and Search share: the h1, the filters (bar on desktop, modal on phones), the count, the results. */
export function CatalogPage({ title, filterControls, showFilterBar = true, resultCount, children }: CatalogPageProps) {
  // None found: the empty state below says it on screen; the words are still there to be announced.
  const countShown = resultCount !== undefined && (resultCount.capped || resultCount.total > 0);
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
      {/*
        Always in the page (a live region must be there before its words change, to be announced
        when a filter changes the count); taking no room while it has nothing to show.
      */}
      <Text aria-live="polite" aria-atomic="true" tone="muted" className={countShown ? undefined : visuallyHidden}>
        {resultCount ? resultCountText(resultCount) : ''}
      </Text>
      {children}
    </div>
  );
}
