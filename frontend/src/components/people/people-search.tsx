'use client';

import { SearchField } from '@/components/search-field';

/**
 * The search of the People page, debounced like the jobs list's. The parent keeps it in the
 * URL, so a search can be bookmarked and survives going back.
 */
export function PeopleSearch({
  search,
  onSearch,
}: {
  search: string;
  onSearch: (search: string) => void;
}) {
  return (
    <search className="block max-w-xl">
      <SearchField
        label="Search people"
        placeholder="Name, role or company"
        search={search}
        onSearch={onSearch}
      />
    </search>
  );
}
