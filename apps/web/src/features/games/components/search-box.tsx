import { useEffect, useRef, useState } from 'react';
import { GAME_SEARCH_DEBOUNCE_MS, GAME_SEARCH_MAX, GAME_SEARCH_MIN } from '@pisoplay/contract';
import { useCopy } from '@/shared/i18n/define-copy';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { GAMES_COPY } from '../copy';

type SearchBoxProps = {
  /** The search in effect. */
  value: string;
  /** Called with a new search: at least 3 characters, or '' when cleared (debounced 500 ms). */
  onSearch: (term: string) => void;
};

/** Game search: searches after 3 characters or when cleared, 500 ms after typing stops. */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const COPY = useCopy(GAMES_COPY);
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, GAME_SEARCH_DEBOUNCE_MS);
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });

  useEffect(() => {
    const term = debounced.trim();
    if (term.length > 0 && term.length < GAME_SEARCH_MIN) return;
    if (term !== latest.current.value) latest.current.onSearch(term);
  }, [debounced]);

  return (
    <div className="relative flex-1">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-indigo-200/50" />
      <input
        type="search"
        value={text}
        maxLength={GAME_SEARCH_MAX}
        onChange={(event) => setText(event.target.value.slice(0, GAME_SEARCH_MAX))}
        aria-label={COPY.searchLabel}
        placeholder={COPY.searchPlaceholder}
        enterKeyHint="search"
        autoComplete="off"
        className="h-10 w-full appearance-none rounded-full bg-white/8 pr-9 pl-9 text-sm text-white ring-1 ring-white/10 outline-none placeholder:text-indigo-200/40 focus:ring-gold-400/70 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          aria-label={COPY.clearSearch}
          onClick={() => setText('')}
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 place-items-center rounded-full text-indigo-200/70 hover:bg-white/10"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
