import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { panel, tab, tabList } from './Tabs.css';

export type TabItem = { id: string; label: string; content: ReactNode };

export type TabsProps = {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: TabItem[];
  /** Controlled: the id of the open tab. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
};

/**
 * Tabs after the WAI-ARIA pattern: one Tab stop for the list, arrows (and Home/End) move and open
 * at once (automatic activation), and only the open panel is rendered.
 */
export function Tabs({ label, tabs, value, defaultValue, onValueChange }: TabsProps) {
  const baseId = useId();
  const [ownValue, setOwnValue] = useState(defaultValue ?? tabs[0]?.id);
  const current = value ?? ownValue;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const open = (id: string) => {
    setOwnValue(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[
      event.key
    ];
    if (next === undefined) return;
    event.preventDefault();
    buttons.current[next]?.focus();
    open(tabs[next]!.id);
  };

  const active = tabs.find((item) => item.id === current) ?? tabs[0];
  return (
    <div>
      <div role="tablist" aria-label={label} className={tabList}>
        {tabs.map((item, index) => {
          const selected = item.id === active?.id;
          return (
            <button
              key={item.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              className={tab}
              onClick={() => open(item.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${active.id}`}
          aria-labelledby={`${baseId}-tab-${active.id}`}
          tabIndex={0}
          className={panel}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
