import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { Field, FieldInput } from '../Field';
import { visuallyHidden } from '../../theme/utils.css';
import * as styles from './ComboboxField.css';

export type ComboboxFieldProps = {
  label: string;
  /** What is typed (or was chosen). */
  value: string;
  onValueChange: (value: string) => void;
  /** Every suggestion; the list shows those that contain what is typed. */
  suggestions: readonly string[];
  placeholder?: string;
  hint?: string;
  error?: string | null;
  disabled?: boolean;
  autoComplete?: string;
  /** How many suggestions show at most (the list scrolls past that). */
  maxSuggestions?: number;
};

/** Lowercase and without accents, so 'cordoba' finds 'Córdoba'. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();

/**
 * A text field with suggestions: an ARIA 1.2 combobox whose listbox shows the suggestions
 * that contain what is typed. ArrowDown/ArrowUp open the list and move through it (the focus
 * stays in the input, the active option is pointed at by aria-activedescendant), Enter takes
 * the active one, Escape closes the list. Typing freely is allowed: a suggestion only helps.
 */
export function ComboboxField({
  label,
  value,
  onValueChange,
  suggestions,
  placeholder,
  hint,
  error,
  disabled = false,
  autoComplete = 'off',
  maxSuggestions = 50,
}: ComboboxFieldProps) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const listRef = useRef<HTMLUListElement>(null);

  const typed = fold(value);
  // What was chosen exactly is not filtered against itself: the whole list shows again.
  const exact = suggestions.some((suggestion) => fold(suggestion) === typed);
  const matches = (typed === '' || exact ? suggestions : suggestions.filter((suggestion) => fold(suggestion).includes(typed))).slice(
    0,
    maxSuggestions,
  );
  const listed = open && !disabled && matches.length > 0;
  const active = listed && activeIndex >= 0 ? matches[activeIndex] : undefined;

  // The active option is kept in view when the list scrolls.
  useEffect(() => {
    if (!listed || activeIndex < 0) return;
    listRef.current?.querySelector(`#${CSS.escape(optionId(activeIndex))}`)?.scrollIntoView({ block: 'nearest' });
  }, [listed, activeIndex]);

  const choose = (suggestion: string) => {
    onValueChange(suggestion);
    setOpen(false);
    setActiveIndex(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = matches.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const from = listed && activeIndex >= 0 ? activeIndex : step === 1 ? -1 : count;
        setOpen(true);
        setActiveIndex((from + step + count) % count);
        return;
      }
      case 'Enter':
        if (active !== undefined) {
          event.preventDefault();
          choose(active);
        }
        return;
      case 'Escape':
        if (listed) {
          event.preventDefault();
          setOpen(false);
          setActiveIndex(-1);
        }
        return;
    }
  };

  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <>
          <div className={styles.control}>
            <FieldInput
              {...control}
              iconAtEnd
              type="text"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={listed}
              aria-controls={listboxId}
              aria-activedescendant={active !== undefined ? optionId(activeIndex) : undefined}
              autoComplete={autoComplete}
              placeholder={placeholder}
              disabled={disabled}
              value={value}
              onChange={(event) => {
                onValueChange(event.target.value);
                setOpen(true);
                setActiveIndex(-1);
              }}
              onClick={() => setOpen((before) => !before)}
              onKeyDown={onKeyDown}
              onBlur={() => {
                setOpen(false);
                setActiveIndex(-1);
              }}
            />
            <ChevronDown size={20} aria-hidden="true" className={styles.chevron} />
            <ul id={listboxId} ref={listRef} role="listbox" aria-label={label} className={styles.listbox} hidden={!listed}>
              {matches.map((suggestion, index) => (
                <li
                  key={suggestion}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={styles.option}
                  // Keeps the focus in the input, so the click lands and the list stays the input's.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion}
                </li>
              ))}
            </ul>
          </div>
          {/* How many suggestions there are, said as the list changes. */}
          <p role="status" className={visuallyHidden}>
            {listed ? `${matches.length} ${matches.length === 1 ? 'sugerencia' : 'sugerencias'}` : ''}
          </p>
        </>
      )}
    </Field>
  );
}
