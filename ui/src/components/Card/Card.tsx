import { useId, type ReactNode } from 'react';
import { Box, type BoxProps } from '../Box';
import { Heading } from '../Heading';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';
import { card, fullHeight } from './Card.css';

export type CardProps = Omit<BoxProps, 'title' | 'action' | 'display' | 'flexDirection' | 'gap' | 'boxShadow' | 'height'> & {
  /** What the card is about; a titled card is a section named by its title. */
  title?: ReactNode;
  /** The title's level in the page outline. */
  headingLevel?: '2' | '3' | '4';
  /** The title's size, when the outline and the look disagree. */
  titleSize?: '3' | '4';
  /** A lucide icon before the title (hidden from screen readers: the title says it). */
  icon?: ReactNode;
  /** Something beside the title, at the end of its row: a status badge, a link. */
  action?: ReactNode;
  /** Space between the title and each piece of content. */
  space?: Sprinkles['gap'];
  /** `full`: as tall as its column (cards side by side). */
  height?: 'content' | 'full';
};

const titleWithIcon = sprinkles({ display: 'flex', alignItems: 'center', gap: 'xsmall' });

/**
 * A panel of the page on a white surface with the theme's edge: profile sections, the loan
 * offer, the blocks of the summary, a checkout step's content.
 */
export function Card({
  title,
  headingLevel = '2',
  titleSize = '3',
  icon,
  action,
  space = 'medium',
  height = 'content',
  padding = 'large',
  background = 'surface',
  borderRadius = 'medium',
  as = title ? 'section' : 'div',
  className,
  children,
  ...props
}: CardProps) {
  const titleId = useId();
  const heading = title && (
    <Heading level={headingLevel} size={titleSize} id={titleId} className={icon ? titleWithIcon : undefined}>
      {icon}
      {title}
    </Heading>
  );
  return (
    <Box
      as={as}
      aria-labelledby={title ? titleId : undefined}
      display="flex"
      flexDirection="column"
      gap={space}
      padding={padding}
      background={background}
      borderRadius={borderRadius}
      boxShadow="edge"
      className={[card, height === 'full' && fullHeight, className].filter(Boolean).join(' ')}
      {...props}
    >
      {action ? (
        <Box display="flex" flexWrap="wrap" alignItems="center" justifyContent="space-between" gap="small">
          {heading}
          {action}
        </Box>
      ) : (
        heading
      )}
      {children}
    </Box>
  );
}
