'use client';

import { useId } from 'react';
import { inputClasses } from '@/components/account/fields';
import { SearchField } from '@/components/search-field';
import { JOB_SORT_LABELS, type JobSort, parseJobSort } from './job-sort';
import { JOB_STAGE_FILTERS, JOB_STAGE_LABELS, type JobStageFilter } from './job-stage';

/**
 * Which jobs (all, or those to apply to, in progress or closed), search (debounced: the list
 * follows once typing pauses) and sort. The parent keeps them in the URL, so a view can be
 * bookmarked and survives going back.
 */
export function JobToolbar({
  search,
  sort,
  stage,
  onSearch,
  onSort,
  onStage,
}: {
  search: string;
  sort: JobSort;
  stage: JobStageFilter;
  onSearch: (search: string) => void;
  onSort: (sort: JobSort) => void;
  onStage: (stage: JobStageFilter) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-3">
      <fieldset>
        <legend className="sr-only">Show</legend>
        <div className="grid grid-cols-2 gap-1 rounded-xl bg-surface-muted p-1 sm:inline-grid sm:grid-cols-4">
          {JOB_STAGE_FILTERS.map((option) => (
            <label
              key={option}
              className="cursor-pointer rounded-lg px-3 py-1.5 text-center text-sm font-medium whitespace-nowrap text-ink-muted transition-colors hover:text-ink has-checked:bg-surface has-checked:text-ink has-checked:shadow-sm has-checked:ring-1 has-checked:ring-line has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-(color:--focus)"
            >
              <input
                type="radio"
                name={`${id}-stage`}
                value={option}
                checked={stage === option}
                onChange={() => {
                  onStage(option);
                }}
                className="sr-only"
              />
              {JOB_STAGE_LABELS[option]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <SearchField
            label="Search jobs"
            placeholder="Title or company"
            search={search}
            onSearch={onSearch}
          />
        </div>
        <div className="sm:w-52">
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-ink">
            Sort
          </label>
          <select
            id={`${id}-sort`}
            value={sort}
            onChange={(event) => {
              onSort(parseJobSort(event.target.value));
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
    </div>
  );
}
