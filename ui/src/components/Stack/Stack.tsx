import { Box, type BoxProps } from '../Box';
import type { Sprinkles } from '../../theme/sprinkles.css';

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'gap'> & {
  /** Space between children, from the theme. */
  space?: Sprinkles['gap'];
  /** `row` lays children side by side; `column` (default) one under the other. */
  direction?: Sprinkles['flexDirection'];
};

/** Children one after the other with even space between them. */
export function Stack({ space = 'medium', direction = 'column', ...props }: StackProps) {
  return <Box display="flex" flexDirection={direction} gap={space} {...props} />;
}
