'use client';

import { useQuery } from '@apollo/client/react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { buttonClasses, ButtonLink } from '@/components/button-link';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { JobsBaseResumeDocument } from '@/gql/documents/JobsBaseResumeDocument';
import { JobsListDocument } from '@/gql/documents/JobsListDocument';
import { JOBS_PER_STEP, jobListSummary, moreJobsToShow } from './job-list-size';
import { useMoreJobs } from './use-more-jobs';
import { localDay } from '@/lib/local-day';
import { apiJobSort, orderableJobs, parseJobSort, type JobSort } from './job-sort';
import { noJobsOfStage, parseJobStage, type JobStageFilter } from './job-stage';
import { NoBaseResumeNotice } from './no-base-resume-notice';
import { QueryProblem } from './query-problem';

// The add-job forms load when the panel opens; the list loads while its query runs. Both stay
// out of the route's first-load JavaScript (scripts/check-budgets.mjs).
const AddJobPanel = lazyComponent(
  () => import('./add-job-panel').then((module) => module.AddJobPanel),
  // The "Add a job" button's aria-controls names the panel: its id must exist while it loads.
  { fallback: ({ id }) => <section id={id} aria-busy="true" /> },
);
const JobList = lazyComponent(() => import('./job-list').then((module) => module.JobList));
const JobToolbar = lazyComponent(() => import('./job-toolbar').then((module) => module.JobToolbar));
function preloadList() {
  return Promise.all([JobList.preload(), JobToolbar.preload()]);
}

const JobsListQuery = JobsListDocument;

const JobsBaseResumeQuery = JobsBaseResumeDocument;

/** The jobs list: search and sort (kept in the URL), the rows, and adding a job. */
export function JobsView() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.get('q')?.trim() ?? '';
  const sort = parseJobSort(searchParams.get('sort'));
  const stage = parseJobStage(searchParams.get('stage'));
  const panelId = useId();
  const headingId = useId();
  const [addChoice, setAddChoice] = useState<boolean | null>(null);

  const jobsQuery = useQuery(JobsListQuery, {
    variables: {
      search: search === '' ? undefined : search,
      stage: stage === 'all' ? undefined : stage,
      sort: sort === 'newest' ? undefined : apiJobSort(sort),
      // "Closing soonest" counts from the person's own day, not the server's.
      today: sort === 'closing' ? localDay() : undefined,
      limit: JOBS_PER_STEP,
    },
    fetchPolicy: 'cache-and-network',
  });
  const listable = useCallback((total: number) => orderableJobs(total, sort), [sort]);
  const moreJobs = useMoreJobs(jobsQuery, `${stage}:${sort}:${search}`, listable);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // The list started again from the newest while the user was at its end: take them (and a
  // screen reader's focus) to its top, where the line says why.
  useEffect(() => {
    if (moreJobs.notice) summaryRef.current?.focus();
  }, [moreJobs.notice]);
  const resumesQuery = useQuery(JobsBaseResumeQuery, { fetchPolicy: 'cache-and-network' });
  const hasList = usePreload(preloadList);

  const setParam = useCallback(
    (key: string, value: string | null) => {
      const params = new URLSearchParams(searchParams.toString());
      if (value === null || value === '') params.delete(key);
      else params.set(key, value);
      const query = params.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );
  const onSearch = useCallback(
    (value: string) => {
      setParam('q', value);
    },
    [setParam],
  );
  const onStage = useCallback(
    (value: JobStageFilter) => {
      setParam('stage', value === 'all' ? null : value);
    },
    [setParam],
  );
  const onSort = useCallback(
    (value: JobSort) => {
      setParam('sort', value === 'newest' ? null : value);
    },
    [setParam],
  );

  const listed = jobsQuery.data ?? jobsQuery.previousData;
  const jobs = listed?.jobs;
  const total = Math.max(listed?.jobCount ?? 0, jobs?.length ?? 0);
  const more = jobs ? moreJobsToShow({ shown: jobs.length, total, sort }) : 0;
  const lastJobId = jobs?.at(-1)?.id;
  const hasBaseResume = resumesQuery.data?.resumes.some((resume) => resume.isBase);
  const hasNoJobsAtAll = jobs?.length === 0 && search === '' && stage === 'all';
  const isAddOpen = addChoice ?? hasNoJobsAtAll;

  return (
    <div className="space-y-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Jobs</h1>
          <p className="mt-2 text-ink-muted">
            The postings you are considering, each scored against your base resume.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2 self-start sm:self-auto">
          <ButtonLink href="/import" variant="secondary">
            Import a spreadsheet
          </ButtonLink>
          <button
            type="button"
            aria-expanded={isAddOpen}
            aria-controls={panelId}
            onClick={() => {
              setAddChoice(!isAddOpen);
            }}
            className={buttonClasses(isAddOpen ? 'secondary' : 'primary', 'md')}
          >
            {isAddOpen ? (
              'Hide the form'
            ) : (
              <>
                <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4">
                  <path
                    d="M8 3v10M3 8h10"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
                Add a job
              </>
            )}
          </button>
        </div>
      </div>

      {resumesQuery.data && !hasBaseResume ? <NoBaseResumeNotice /> : null}

      {hasNoJobsAtAll ? (
        <EmptyJobs
          isAddOpen={isAddOpen}
          onAdd={() => {
            setAddChoice(true);
          }}
        />
      ) : null}

      {isAddOpen ? <AddJobPanel id={panelId} headingId={headingId} /> : <div id={panelId} hidden />}

      {jobsQuery.error && !jobs ? (
        <QueryProblem
          error={jobsQuery.error}
          what="your jobs"
          onRetry={() => void jobsQuery.refetch()}
        />
      ) : jobs === undefined || !hasList ? (
        <p role="status" className="flex items-center gap-2 py-10 text-ink-muted">
          <Spinner className="size-5" /> Loading your jobs…
        </p>
      ) : hasNoJobsAtAll ? null : (
        <section aria-labelledby={`${headingId}-list`} className="space-y-4">
          <h2 id={`${headingId}-list`} className="sr-only">
            Your jobs
          </h2>
          <JobToolbar
            search={search}
            sort={sort}
            stage={stage}
            onSearch={onSearch}
            onSort={onSort}
            onStage={onStage}
          />
          <p
            ref={summaryRef}
            tabIndex={-1}
            role="status"
            aria-live="polite"
            className="flex scroll-mt-24 items-center gap-2 text-sm text-ink-muted focus:outline-none"
          >
            {jobsQuery.loading ? <Spinner /> : null}
            {/* Until this search's answer is in, the list is the last one's: say nothing of it. */}
            {jobsQuery.data
              ? jobListSummary({ shown: jobs.length, total, search, sort, stage })
              : 'Loading…'}
            {moreJobs.notice ? ` · ${moreJobs.notice}` : null}
          </p>
          {jobs.length === 0 ? (
            <NoJobsListed
              search={search}
              stage={stage}
              onClearSearch={() => {
                onSearch('');
              }}
              onShowAll={() => {
                onStage('all');
              }}
            />
          ) : (
            <JobList jobs={jobs} />
          )}
          {moreJobs.problem ? <FormAlert message={moreJobs.problem} /> : null}
          {more > 0 && lastJobId !== undefined ? (
            <button
              type="button"
              disabled={moreJobs.isLoading}
              onClick={() => void moreJobs.showMore(lastJobId, jobs.length)}
              className={buttonClasses('secondary', 'md')}
            >
              {moreJobs.isLoading ? <Spinner /> : null}
              Show {more} more
            </button>
          ) : null}
        </section>
      )}
    </div>
  );
}

/** An empty list under a search or a stage: says which, and offers to widen it. */
function NoJobsListed({
  search,
  stage,
  onClearSearch,
  onShowAll,
}: {
  search: string;
  stage: JobStageFilter;
  onClearSearch: () => void;
  onShowAll: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
      <p className="text-ink">{noJobsOfStage(stage, search)}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {search === '' ? null : (
          <button
            type="button"
            onClick={onClearSearch}
            className={buttonClasses('secondary', 'md')}
          >
            Clear the search
          </button>
        )}
        {stage === 'all' ? null : (
          <button type="button" onClick={onShowAll} className={buttonClasses('secondary', 'md')}>
            Show all jobs
          </button>
        )}
      </div>
    </div>
  );
}

function EmptyJobs({ isAddOpen, onAdd }: { isAddOpen: boolean; onAdd: () => void }) {
  return (
    <section
      aria-labelledby="jobs-empty-title"
      className="rounded-xl border border-dashed border-line-strong px-6 py-10 text-center"
    >
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12 text-accent">
        <rect
          x="7"
          y="13"
          width="34"
          height="26"
          rx="4"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
        <path
          d="M18 13v-3a3 3 0 0 1 3-3h6a3 3 0 0 1 3 3v3M7 24h34"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
        />
      </svg>
      <h2 id="jobs-empty-title" className="mt-4 text-lg font-semibold text-ink">
        No jobs yet
      </h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-ink-muted">
        Add a posting you are interested in — paste its text or give its link. Resume Agent scores
        it against your resume, shows what is missing, and tailors your resume and a cover letter
        for it.
      </p>
      {isAddOpen ? (
        <p className="mt-3 text-sm font-medium text-ink">Start with the form below.</p>
      ) : (
        <button type="button" onClick={onAdd} className={buttonClasses('primary', 'md', 'mt-5')}>
          Add your first job
        </button>
      )}
    </section>
  );
}
