'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { inputClasses } from '@/components/account/fields';
import { JOB_SORT_LABELS, type JobSort } from './job-sort';

const SEARCH_DELAY_MS = 300;

/**
 * Search (debounced: the list follows once typing pauses) and sort. The parent keeps both in
 * the URL, so a search can be bookmarked and survives going back.
 */
export function JobToolbar({
  search,
  sort,
  onSearch,
  onSort,
}: {
  search: string;
  sort: JobSort;
  onSearch: (search: string) => void;
  onSort: (sort: JobSort) => void;
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
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-ink">
          Search jobs
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
            placeholder="Title or company"
            autoComplete="off"
            spellCheck={false}
            className={`${inputClasses} pl-9`}
          />
        </div>
      </div>
      <div className="sm:w-52">
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-ink">
          Sort
        </label>
        <select
          id={`${id}-sort`}
          value={sort}
          onChange={(event) => {
            onSort(event.target.value === 'score' ? 'score' : 'newest');
          }}
          className={`${inputClasses} mt-1.5`}
        >
          {(Object.keys(JOB_SORT_LABELS) as JobSort[]).map((option) => (
            <option key={option} value={option}>
              {JOB_SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
