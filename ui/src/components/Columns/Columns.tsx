import { Children, isValidElement, type ReactNode } from 'react';
import { Box } from '../Box';
import type { Sprinkles } from '../../theme/sprinkles.css';
import { collapsingRow, row, tracks } from './Columns.css';
import { trackList, type ColumnWidth } from './tracks';

const alignments = { top: 'flex-start', center: 'center', bottom: 'flex-end', stretch: 'stretch' } as const;

export type ColumnsProps = {
  /** The gap between columns (and between the rows they collapse into), from the theme. */
  space: Sprinkles['gap'];
  /** `desktop`: one column under the other on phones, side by side from the desktop line. */
  collapseBelow?: 'desktop';
  /** Where columns of different heights sit in the row; `stretch` (default) makes them equally tall. */
  alignY?: keyof typeof alignments;
  /** `Column`s. */
  children: ReactNode;
};

export type ColumnProps = {
  /** The column's share of the row; `fluid` (default) shares what the fractions leave. */
  width?: ColumnWidth;
  children?: ReactNode;
};

/** The name of a custom property from its `var(--name)`, to set it inline. */
const propertyName = (cssVar: string) => /^var\((--[^,)]+)/.exec(cssVar)?.[1] ?? cssVar;

/** Content side by side, in columns whose widths are typed shares of the row. */
export function Columns({ space, collapseBelow, alignY = 'stretch', children }: ColumnsProps) {
  const widths = Children.toArray(children)
    .filter(isValidElement<ColumnProps>)
    .map((column) => column.props.width ?? 'fluid');
  return (
    <Box
      className={collapseBelow === 'desktop' ? collapsingRow : row}
      style={{ [propertyName(tracks)]: trackList(widths) }}
      gap={space}
      alignItems={alignY === 'stretch' ? undefined : alignments[alignY]}
    >
      {children}
    </Box>
  );
}

/** One column of `Columns`; its width is read by the row. */
export function Column({ children }: ColumnProps) {
  return <Box>{children}</Box>;
}
