'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '@/components/account/fields';

const SEARCH_DELAY_MS = 300;
/** The API's limit on a search (jobs, people): a longer one is refused. */
const MAX_SEARCH_LENGTH = 200;

/**
 * A labelled search box whose list follows once typing pauses (debounced): `onSearch` gets the
 * trimmed text. The parent keeps the search (in the URL, say); a search changed from outside —
 * cleared, or back in history — shows in the box.
 */
export function SearchField({
  label,
  placeholder,
  search,
  onSearch,
}: {
  label: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(search);
  const [shownSearch, setShownSearch] = useState(search);
  const onSearchRef = useRef(onSearch);

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
    <>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
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
          id={id}
          type="search"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
          placeholder={placeholder}
          maxLength={MAX_SEARCH_LENGTH}
          autoComplete="off"
          spellCheck={false}
          className={`${inputClasses} pl-9`}
        />
      </div>
    </>
  );
}
