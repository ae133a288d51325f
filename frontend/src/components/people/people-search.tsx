'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '@/components/account/fields';

const SEARCH_DELAY_MS = 300;
/** The server's limit: a longer search is refused. */
const MAX_SEARCH_LENGTH = 200;

/**
 * The search of the People page, debounced like the jobs list's: the list follows once typing
 * pauses. The parent keeps it in the URL, so a search can be bookmarked and survives going back.
 */
export function PeopleSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const onSearchRef = useRef(onSearch);

  // The search changed from outside (cleared, or back in history): show it in the box.
  if (search !== shownSearch) {
    setShownSearch(search);
    if (search !== text.trim()) setText(search);
  }

  useEffect(() => {
    onSearchRef.current = onSearch;
  }, [onSearch]);

  useEffect(() => {
    if (text.trim() === search) return;
    const timer = setTimeout(() => {
      onSearchRef.current(text.trim());
    }, SEARCH_DELAY_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text, search]);

  return (
    <search className="block max-w-xl">
      <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
        Search people
      </label>
      <div className="relative mt-1.5">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-subtle"
        >
          <circle cx="9" cy="9" r="5.5" fill="none" stroke="currentColor" strokeWidth="1.7" />
          <path
            d="m13.5 13.5 3.5 3.5"
            stroke="currentColor"
            strokeWidth="1.7"
            strokeLinecap="round"
          />
        </svg>
        <input
          id={`${id}-search`}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          placeholder="Name, role or company"
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} pl-9`}
        />
      </div>
    </search>
  );
}
