import Link from 'next/link';
import { StatusBadge } from '@/components/app/status-badge';
import { ScorePill } from '@/components/match/score-pill';
import { JobsListItemFragmentDoc } from '@/gql/documents/JobsListItemFragmentDoc';
import type { JobsListItemFragment } from '@/gql/graphql';
import { APPLY_BY_TONES, applyByStatus, isStillToApply } from '@/lib/apply-by';
import { localDay } from '@/lib/dates';
import { formatDay } from './dates';
import { PayAfterPlace } from './pay-after-place';

/** What a row of the jobs list shows; the add-a-job mutations return it too. */
export const jobsListItemFragment = JobsListItemFragmentDoc;

/** The user's jobs as rows: the title links to the job; score and status at a glance. */
export function JobList({ jobs }: { jobs: readonly JobsListItemFragment[] }) {
  // The person's own day, once for the list: a deadline is a calendar day where they are.
  const today = localDay();
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-xl border border-line bg-surface shadow-sm">
      {jobs.map((job) => (
        <JobRow key={job.id} job={job} today={today} />
      ))}
    </ul>
  );
}

function JobRow({ job, today }: { job: JobsListItemFragment; today: string }) {
  const where = [job.company, job.location].filter(Boolean).join(' · ');
  // Once the application is sent, the last day to apply no longer matters.
  const deadline =
    job.applyBy && isStillToApply(job.application?.status)
      ? applyByStatus(job.applyBy, today)
      : null;
  return (
    <li className="group relative flex flex-col gap-3 p-4 transition-colors hover:bg-surface-muted sm:flex-row sm:items-center sm:gap-6 sm:px-5">
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-semibold text-ink">
          {/* The link covers the whole row (::after), so the row is one target, not nested ones. */}
          <Link
            href={`/jobs/${job.id}`}
            className="after:absolute after:inset-0 after:rounded-none group-hover:underline focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-[var(--focus)]"
          >
            {job.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-sm text-ink-muted sm:truncate">
          {where || <span className="text-ink-subtle">Company not given</span>}
          <PayAfterPlace pay={job.pay} hasPlace />
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:shrink-0 sm:justify-end">
        {job.applyBy && deadline ? (
          <time
            dateTime={job.applyBy}
            className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${APPLY_BY_TONES[deadline.tone]}`}
          >
            {deadline.label}
          </time>
        ) : null}
        {job.application ? <StatusBadge status={job.application.status} /> : null}
        <ScorePill match={job.match} />
        <span className="text-xs whitespace-nowrap text-ink-subtle sm:w-32 sm:text-right">
          Added <time dateTime={job.createdAt}>{formatDay(job.createdAt)}</time>
        </span>
      </div>
    </li>
  );
}
