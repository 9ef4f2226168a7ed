import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Badge } from '../Badge';
import { visuallyHidden } from '../../theme/utils.css';
import { chevron, panel, root, trigger } from './FilterDropdown.css';

export type FilterDropdownProps = {
  /** The button's text: 'Categorías', 'Precio', 'Marcas'. */
  label: string;
  /** How many filters of this kind are on; shown as a badge from 1. */
  activeCount: number;
  children: ReactNode;
};

/**
 * A button that shows and hides a panel of filters under it (the WAI-ARIA disclosure pattern:
 * aria-expanded, aria-controls). It is not modal: the page stays usable, and the panel closes
 * on Escape (focus back on the button), on a click elsewhere, or when Tab leaves it.
 */
export function FilterDropdown({ label, activeCount, children }: FilterDropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnPointerElsewhere = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnPointerElsewhere);
    return () => document.removeEventListener('pointerdown', closeOnPointerElsewhere);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className={root}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        triggerRef.current?.focus();
      }}
      onBlur={(event) => {
        // Only focus that lands elsewhere closes it: a click on the panel's text moves focus nowhere.
        if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-active={activeCount > 0 || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
        {activeCount > 0 && (
          <Badge>
            {activeCount}
            <span className={visuallyHidden}> {activeCount === 1 ? 'filtro activo' : 'filtros activos'}</span>
          </Badge>
        )}
        <ChevronDown size={20} aria-hidden="true" className={chevron} />
      </button>
      <div id={panelId} className={panel} hidden={!open} tabIndex={-1}>
        {children}
      </div>
    </div>
  );
}
