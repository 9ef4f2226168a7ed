import { useId, useState, type KeyboardEvent } from 'react';
import { Search } from 'lucide-react';
import { Box } from '../Box';
import { IconButton } from '../IconButton';
import { Spinner } from '../Spinner';
import { visuallyHidden } from '../../theme/utils.css';
import { field, form, input, listbox, loading as loadingStyle, option, optionIcon, popup } from './SearchBox.css';

export type SearchSuggestion = { id: number; name: string };

export type SearchBoxProps = {
  /** Products whose names match the last term the box reported. */
  suggestions: readonly SearchSuggestion[];
  /** The suggestions for the last term are on their way. */
  suggestionsLoading?: boolean;
  /** As the shopper types, with the term trimmed; never called for empty or blank input. */
  onSearchChange: (term: string) => void;
  /** Enter (or the search button) with a non-blank term, trimmed. */
  onSubmitSearch: (term: string) => void;
  /** A suggestion chosen by click, or by arrows and Enter. */
  onSelectSuggestion: (id: number) => void;
  /** The term shown when the box first appears (the current search on /search). */
  defaultValue?: string;
  /** Where Enter takes the term (as `q`) before the page's scripts run: the search page's address. */
  action?: string;
};

/**
 * The header's product search: an ARIA 1.2 combobox (an input that owns a listbox of
 * suggestions, the active one pointed at by aria-activedescendant so focus stays in the input).
 * ArrowDown/ArrowUp move through the suggestions, Enter chooses the active one or searches,
 * Escape closes the list and, pressed again, clears the box.
 */
export function SearchBox({
  suggestions,
  suggestionsLoading = false,
  onSearchChange,
  onSubmitSearch,
  onSelectSuggestion,
  defaultValue = '',
  action,
}: SearchBoxProps) {
  const id = useId();
  const listboxId = `${id}-sugerencias`;
  const optionId = (suggestion: SearchSuggestion) => `${id}-sugerencia-${suggestion.id}`;
  const [value, setValue] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const term = value.trim();
  const listed = open && term !== '' && suggestions.length > 0;
  const searching = open && term !== '' && suggestionsLoading;
  // New suggestions may be fewer than before: an index past the end points at nothing.
  const active = listed ? suggestions[activeIndex] : undefined;

  const change = (next: string) => {
    setValue(next);
    setActiveIndex(-1);
    const nextTerm = next.trim();
    setOpen(nextTerm !== '');
    if (nextTerm !== '') onSearchChange(nextTerm);
  };

  const choose = (suggestion: SearchSuggestion) => {
    setValue(suggestion.name);
    setOpen(false);
    setActiveIndex(-1);
    onSelectSuggestion(suggestion.id);
  };

  const submit = () => {
    if (term === '') return;
    setOpen(false);
    setActiveIndex(-1);
    onSubmitSearch(term);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (term === '' || count === 0) return;
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        // Closed, the list opens on its first (down) or last (up) suggestion; open, the arrows wrap.
        const start = step === 1 ? -1 : count;
        const from = listed && active ? activeIndex : start;
        setOpen(true);
        setActiveIndex((from + step + count) % count);
        return;
      }
      case 'Enter':
        if (active) {
          event.preventDefault();
          choose(active);
        }
        return; // Without an active suggestion, the form submits the term.
      case 'Escape':
        event.preventDefault();
        if (listed || searching) setOpen(false);
        else change('');
        return;
    }
  };

  return (
    <form
      role="search"
      aria-label="Buscar productos"
      action={action}
      className={form}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-input`} className={visuallyHidden}>
        Buscar productos
      </label>
      <div className={field}>
        <input
          id={`${id}-input`}
          className={input}
          type="search"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={listed}
          aria-controls={listboxId}
          aria-activedescendant={active ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          placeholder="Buscar productos..."
          value={value}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
        />
        <IconButton type="submit" label="Buscar" icon={<Search size={20} />} />
      </div>

      <div className={popup} hidden={!listed && !searching}>
        {searching && (
          <Box display="flex" paddingY="xsmall" paddingX="small" className={loadingStyle}>
            <Spinner size="small" label="Buscando..." />
          </Box>
        )}
        <ul id={listboxId} role="listbox" aria-label="Sugerencias" className={listbox} hidden={!listed}>
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(suggestion)}
              role="option"
              aria-selected={index === activeIndex}
              className={option}
              // Keeps the focus in the input, so the click lands and the list stays a listbox of it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(suggestion)}
            >
              <span className={optionIcon} aria-hidden="true">
                <Search size={16} />
              </span>
              {suggestion.name}
            </li>
          ))}
        </ul>
      </div>
      {/* How many suggestions there are, said once the list has them. */}
      <p role="status" className={visuallyHidden}>
        {listed && !suggestionsLoading ? `${suggestions.length} ${suggestions.length === 1 ? 'sugerencia' : 'sugerencias'}` : ''}
      </p>
    </form>
  );
}
