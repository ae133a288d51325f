'use client';

import { useEffect } from 'react';
import { ButtonLink } from '../button-link';
import { useHasMounted } from '../use-has-mounted';
import { DashboardContent, PipelineLoading } from './dashboard-content';
import { JobSearchLogButton } from './job-search-log-button';
import { browserTimeZone } from '@/lib/browser-time-zone';

/**
 * The page's heading, the same before and after the data: it is in the server's HTML, where
 * it is the first and largest thing drawn, and nothing below it moves when the answers come.
 * Beside it, the job search log (a download of the applications) and the way to add a job.
 */
function DashboardHeading() {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-ink">Dashboard</h1>
        <p className="mt-1 text-ink-muted">
          Your applications, follow-ups and progress in one place.
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <JobSearchLogButton />
        <ButtonLink href="/jobs" variant="secondary">
          Add a job
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * The signed-in home: follow-ups due, the funnel, and the pipeline board. It needs no user, so
 * it is drawn before the session check answers (<AppShell awaitSession={false}>): its query
 * and the panels' code load alongside the check, not after it.
 *
 * The content mounts right after hydration rather than during it: setting up its query
 * (Apollo's first pass over the document) then runs in a task of its own, and the server's
 * HTML is the same either way (the heading and "Loading"). The query's time zone is read in
 * the task before that one: the first Intl call of a page is a long one on a slow phone.
 */
export function DashboardView() {
  // Queued before useHasMounted's task, so it runs first, in a task of its own.
  useEffect(() => {
    const read = setTimeout(browserTimeZone, 0);
    return () => {
      clearTimeout(read);
    };
  }, []);
  const hasMounted = useHasMounted();
  return (
    <>
      <DashboardHeading />
      <div className="mt-8">{hasMounted ? <DashboardContent /> : <PipelineLoading />}</div>
    </>
  );
}
