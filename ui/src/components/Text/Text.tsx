import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { text, type TextVariants } from './Text.css';

export type TextProps = TextVariants &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    as?: ElementType;
    children?: ReactNode;
  };

/** Body text in the theme's scale; `tone` says what it means, never colour alone. */
export function Text({ as: Tag = 'p', size, tone, weight, align, tabular, breakAnywhere, maxLines, className, ...props }: TextProps) {
  const classes = [text({ size, tone, weight, align, tabular, breakAnywhere, maxLines }), className].filter(Boolean).join(' ');
  return <Tag className={classes} {...props} />;
}
