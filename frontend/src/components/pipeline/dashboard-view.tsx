'use client';

import { useQuery } from '@apollo/client/react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { useCallback, useDeferredValue, type ReactNode } from 'react';
import { problemOf } from '@/lib/graphql-errors';
import { StatusesQuery } from '@/lib/statuses';
import { buttonClasses, ButtonLink } from '../button-link';
import { FormAlert } from '../account/fields';
import { Spinner } from '../account/spinner';
import { useStaggeredStart } from '../use-staggered-start';
import { useSignedOutRedirect } from '../app/use-signed-out-redirect';
import {
  BOARD_LIMIT,
  DashboardApplicationsQuery,
  DashboardFollowUpsQuery,
  DashboardPipelineQuery,
} from './dashboard-queries';

// The board, the funnel and the follow-ups draw data that only arrives after the queries: they
// load in their own chunk, fetched alongside the queries (see preloadPanels), which keeps this
// route's first-load JavaScript within its budget (scripts/check-budgets.mjs).
function preloadPanels() {
  return Promise.all([
    DashboardFollowUps.preload(),
    DashboardBoard.preload(),
    FunnelChart.preload(),
    DashboardEmpty.preload(),
  ]);
}
const DashboardFollowUps = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardFollowUps),
);
const DashboardEmpty = lazyComponent(() =>
  import('./dashboard-empty').then((module) => module.DashboardEmpty),
);
const FunnelChart = lazyComponent(() =>
  import('./funnel-chart').then((module) => module.FunnelChart),
);
const DashboardBoard = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardBoard),
);

// cache-and-network: coming back from an application page shows the cached board at once and
// then what changed there (a move, a follow-up date).
const FRESH = { fetchPolicy: 'cache-and-network' } as const;

function Panel({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-5">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-0.5 mb-4 text-sm text-ink-muted">{description}</p>
      {children}
    </section>
  );
}

function Loading({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-ink-muted">
      <Spinner /> {label}
    </p>
  );
}

function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div className="space-y-3">
      <FormAlert message={problemOf(error).message} />
      <button type="button" onClick={onRetry} className={buttonClasses('secondary', 'md')}>
        Try again
      </button>
    </div>
  );
}

/**
 * The page's heading, the same before and after the data: it is in the server's HTML, where
 * it is the first and largest thing drawn, and nothing below it moves when the answers come.
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
      <ButtonLink href="/jobs" variant="secondary">
        Add a job
      </ButtonLink>
    </div>
  );
}

/**
 * The signed-in home: follow-ups due, the funnel, and the pipeline board. It needs no user, so
 * it is drawn before the session check answers (<AppShell awaitSession={false}>): the queries
 * and the panels' code load alongside the check, not after it.
 */
export function DashboardView() {
  const started = useStaggeredStart(4);
  const applications = useQuery(DashboardApplicationsQuery, FRESH);
  const pipeline = useQuery(DashboardPipelineQuery, { ...FRESH, skip: started < 2 });
  const followUps = useQuery(DashboardFollowUpsQuery, { ...FRESH, skip: started < 3 });
  // The board's own query (the move rules), started with the others: the board then finds the
  // answer in the cache when it mounts, instead of drawing itself a second time when it comes.
  useQuery(StatusesQuery, { skip: started < 4 });
  const isSignedOut = useSignedOutRedirect([applications.error, pipeline.error, followUps.error]);
  const refetchApplications = applications.refetch;
  const reload = useCallback(() => {
    void refetchApplications();
  }, [refetchApplications]);

  const cards = applications.data?.applications;
  const total = pipeline.data?.pipeline.total ?? cards?.length ?? 0;
  // Fetch the panels' code while the queries run, and draw the board only once its panels'
  // code and answers are all here: one change from "Loading" to the whole dashboard instead
  // of panels pushing each other down as they arrive (layout shift).
  const hasPanels = usePreload(preloadPanels);
  const isSettled = (query: { data?: unknown; error?: unknown }) =>
    query.data !== undefined || query.error !== undefined;
  const isBoardReady = hasPanels && isSettled(pipeline) && isSettled(followUps);
  const isLoading =
    isSignedOut ||
    (cards ? !hasPanels || (cards.length > 0 && !isBoardReady) : !applications.error);
  // Drawing the board is the page's biggest render. Deferred, React draws it as a transition,
  // in slices the browser can interleave with other work, rather than in one long task inside
  // the update that delivers the last answer (Lighthouse counts that as blocking time).
  const isContentShown = useDeferredValue(!isLoading);

  return (
    <>
      <DashboardHeading />

      <div className="mt-8">
        {isContentShown ? null : <Loading label="Loading your pipeline…" />}
        {isContentShown && !cards && applications.error ? (
          <LoadError error={applications.error} onRetry={reload} />
        ) : null}
        {isContentShown && cards?.length === 0 ? (
          <DashboardEmpty hasResume={(applications.data?.resumes.length ?? 0) > 0} />
        ) : null}
        {isContentShown && cards && cards.length > 0 ? (
          <div className="space-y-8">
            <div className="grid gap-6 lg:grid-cols-2">
              <Panel
                id="follow-ups-heading"
                title="Follow-ups due"
                description="The next 7 days; overdue ones first."
              >
                {followUps.data ? (
                  <DashboardFollowUps items={followUps.data.followUpsDue} />
                ) : followUps.error ? (
                  <LoadError error={followUps.error} onRetry={() => void followUps.refetch()} />
                ) : (
                  <Loading label="Loading follow-ups…" />
                )}
              </Panel>
              <Panel
                id="funnel-heading"
                title="Funnel"
                description="How many applications reached each stage."
              >
                {pipeline.data ? (
                  <FunnelChart funnel={pipeline.data.pipeline.funnel} />
                ) : pipeline.error ? (
                  <LoadError error={pipeline.error} onRetry={() => void pipeline.refetch()} />
                ) : (
                  <Loading label="Loading the funnel…" />
                )}
              </Panel>
            </div>

            <section aria-labelledby="pipeline-heading">
              <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <div className="flex items-baseline gap-x-3">
                  <h2 id="pipeline-heading" className="text-xl font-semibold text-ink">
                    Pipeline
                  </h2>
                  <p className="text-sm text-ink-muted">
                    {total} {total === 1 ? 'application' : 'applications'}
                  </p>
                </div>
                <p className="text-sm text-ink-muted">
                  Drag a card to another column, or use its Move button.
                </p>
              </div>
              {cards.length >= BOARD_LIMIT ? (
                <p className="mb-2 text-sm text-ink-muted">
                  Showing your {BOARD_LIMIT} most recent applications; the counts include all.
                </p>
              ) : null}
              <DashboardBoard
                cards={cards}
                counts={pipeline.data?.pipeline.counts}
                onStale={reload}
              />
            </section>
          </div>
        ) : null}
      </div>
    </>
  );
}
