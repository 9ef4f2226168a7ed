import { createElement, type ElementType, type HTMLAttributes } from 'react';
import { container } from './Container.css';

export type ContainerProps = HTMLAttributes<HTMLElement> & { as?: ElementType };

/** Centres its content in the shop's column (DESIGN.md: about 1280 px on desktop). */
export function Container({ as = 'div', className, ...props }: ContainerProps) {
  return createElement(as, { className: [container, className].filter(Boolean).join(' '), ...props });
}
