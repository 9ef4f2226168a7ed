import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown, CircleAlert } from 'lucide-react';
import { Box } from '../Box';
import { Button } from '../Button';
import { Pagination } from '../Pagination';
import { Spinner } from '../Spinner';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './DataTable.css';

export type DataTableSort = { key: string; direction: 'asc' | 'desc' };

export type DataTableColumn<Row> = {
  /** Names the column for sorting and React's keys. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** The header is a button that sorts by this column (with `onSortChange`). */
  sortable?: boolean;
  /** `end` for figures: money and counts line up on the right, in tabular digits. */
  align?: 'start' | 'end';
};

export type DataTableProps<Row> = {
  /** The table's accessible name (its `<caption>`). */
  caption: string;
  /** The caption is read by screen readers only, when the page's title already says it. */
  captionHidden?: boolean;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The column the rows come sorted by. */
  sort?: DataTableSort;
  /** Asked for another order: a new column ascending, the same one the other way round. */
  onSortChange?: (sort: DataTableSort) => void;
  /** The page shown, from 1. */
  page?: number;
  totalPages?: number;
  /** With more than one page, the arrows under the table call it with the page to show. */
  onPageChange?: (page: number) => void;
  /** Filters and actions above the table. */
  toolbar?: ReactNode;
  /** `loading` while the rows travel; `error` when they could not be loaded. */
  status: 'loading' | 'error' | 'ready';
  /** 'Reintentar' after a failure. */
  onRetry?: () => void;
  /** What the failure says; 'No pudimos cargar la lista.' unless told. */
  errorMessage?: string;
  /** Said when there are no rows, e.g. 'No hay pedidos con esos filtros.' */
  emptyMessage: string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A dense table of records for the back office: a real `<table>` named by its caption, headers
 * that sort (buttons inside `<th aria-sort>`), the list's loading, failure and empty states in its
 * body, and the shop's pagination under it.
 */
export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  page = 1,
  totalPages = 1,
  onPageChange,
  toolbar,
  status,
  onRetry,
  errorMessage = 'No pudimos cargar la lista.',
  emptyMessage,
}: DataTableProps<Row>) {
  const frameRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(frameRef);
  const alignClass = (column: DataTableColumn<Row>) => (column.align === 'end' ? styles.endAligned : undefined);
  const join = (...classes: (string | undefined)[]) => classes.filter(Boolean).join(' ');

  const sortBy = (key: string) => {
    const direction = sort?.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ key, direction });
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = <Spinner label="Cargando..." />;
  } else if (status === 'error') {
    body = (
      <Stack space="small" alignItems="center" role="alert">
        <Box display="flex" alignItems="center" gap="xsmall">
          <CircleAlert size={20} aria-hidden="true" />
          <Text tone="critical" weight="medium">{errorMessage}</Text>
        </Box>
        {onRetry && (
          <Button variant="secondary" size="small" onClick={onRetry}>
            Reintentar
          </Button>
        )}
      </Stack>
    );
  } else if (rows.length === 0) {
    body = <Text tone="muted">{emptyMessage}</Text>;
  }

  return (
    <Stack space="medium">
      {toolbar}
      <div
        ref={frameRef}
        className={styles.frame}
        // A region that scrolls must be reachable by keyboard; one that does not gets no tab stop.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? caption : undefined}
      >
        <table className={styles.table} aria-busy={status === 'loading' || undefined}>
          <caption className={captionHidden ? visuallyHidden : styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = sort?.key === column.key ? sort.direction : undefined;
                const sortable = column.sortable && onSortChange;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    className={join(styles.headerCell, alignClass(column))}
                    aria-sort={sortable ? (sorted ? ariaSort[sorted] : 'none') : undefined}
                  >
                    {sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => sortBy(column.key)}>
                        {column.header}
                        {sorted === 'asc' ? (
                          <ArrowUp size={16} aria-hidden="true" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown size={16} aria-hidden="true" />
                        ) : (
                          <ArrowUpDown size={16} aria-hidden="true" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {body ? (
              <tr>
                <td colSpan={columns.length} className={styles.stateCell}>
                  {body}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.key} className={join(styles.cell, alignClass(column))}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {status === 'ready' && onPageChange && totalPages > 1 && (
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      )}
    </Stack>
  );
}

/** Whether the element is narrower than its content (and so scrolls sideways). */
function useScrolls(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
