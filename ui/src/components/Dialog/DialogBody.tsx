import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { body } from './Dialog.css';

/**
 * The dialog's content, scrolling when it is taller than the screen allows. A region that
 * scrolls must be reachable by keyboard (WCAG 2.1.1); one that does not gets no useless tab stop.
 */
export function DialogBody({ children }: { children: ReactNode }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);

  // Measured before the first paint, so the tab stop is there as soon as the dialog is.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current!;
    const measure = () => setScrolls(scroller.scrollHeight > scroller.clientHeight);
    measure();
    // Either one resizing (the window, or the content) may change the answer.
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    observer.observe(contentRef.current!);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={scrollerRef} className={body} tabIndex={scrolls ? 0 : undefined} data-scrolls={scrolls || undefined}>
      <div ref={contentRef}>{children}</div>
    </div>
  );
}
