import type { HTMLAttributes } from 'react';
import { heading } from './Heading.css';

type Level = '1' | '2' | '3' | '4';

export type HeadingProps = HTMLAttributes<HTMLHeadingElement> & {
  /** The outline level (h1..h4); also the size unless `size` says otherwise. */
  level: Level;
  /** A size different from the level, when the outline and the look disagree. */
  size?: Level;
  align?: 'left' | 'center';
};

export function Heading({ level, size = level, align, className, ...props }: HeadingProps) {
  const Tag = `h${level}` as const;
  const classes = [heading({ level: size, align }), className].filter(Boolean).join(' ');
  return <Tag className={classes} {...props} />;
}
