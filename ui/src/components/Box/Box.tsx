import { createElement, type AllHTMLAttributes, type ElementType, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme/sprinkles.css';

export type BoxProps = Sprinkles &
  Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as'> & {
    /** The element to render; a `div` unless the content says otherwise. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
  };

/** The layout atom: spacing, flex and surface from the theme as typed props. */
export function Box({ as = 'div', className, ...props }: BoxProps) {
  const atomProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atomProps[key] = value;
    else nativeProps[key] = value;
  }
  const classes = [sprinkles(atomProps as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { className: classes, ...nativeProps });
}
