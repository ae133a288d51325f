'use client';

import { useQuery } from '@apollo/client/react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { useCallback, type ReactNode } from 'react';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses, ButtonLink } from '../button-link';
import { FormAlert } from '../account/fields';
import { Spinner } from '../account/spinner';
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

/** The signed-in home: follow-ups due, the funnel, and the pipeline board. */
export function DashboardView() {
  const applications = useQuery(DashboardApplicationsQuery, FRESH);
  const pipeline = useQuery(DashboardPipelineQuery, FRESH);
  const followUps = useQuery(DashboardFollowUpsQuery, FRESH);
  const refetchApplications = applications.refetch;
  const reload = useCallback(() => {
    void refetchApplications();
  }, [refetchApplications]);

  const cards = applications.data?.applications;
  const total = pipeline.data?.pipeline.total ?? cards?.length ?? 0;
  const dueCount = followUps.data?.followUpsDue.length ?? 0;
  // Fetch the panels' code while the queries run, and draw the board only once its panels'
  // code and answers are all here: one change from "Loading" to the whole dashboard instead
  // of panels pushing each other down as they arrive (layout shift).
  const hasPanels = usePreload(preloadPanels);
  const isSettled = (query: { data?: unknown; error?: unknown }) =>
    query.data !== undefined || query.error !== undefined;
  const isBoardReady = hasPanels && isSettled(pipeline) && isSettled(followUps);

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-ink">Dashboard</h1>
          <p className="mt-1 text-ink-muted">
            {cards && cards.length > 0
              ? `${total} ${total === 1 ? 'application' : 'applications'}${
                  dueCount > 0 ? ` · ${dueCount} to follow up this week` : ''
                }`
              : 'Your applications, follow-ups and progress in one place.'}
          </p>
        </div>
        {cards && cards.length > 0 ? (
          <ButtonLink href="/jobs" variant="secondary">
            Add a job
          </ButtonLink>
        ) : null}
      </div>

      <div className="mt-8">
        {(!cards && applications.loading) || (cards && !isBoardReady) ? (
          <Loading label="Loading your pipeline…" />
        ) : null}
        {!cards && applications.error ? (
          <LoadError error={applications.error} onRetry={reload} />
        ) : null}
        {cards?.length === 0 && hasPanels ? (
          <DashboardEmpty hasResume={(applications.data?.resumes.length ?? 0) > 0} />
        ) : null}
        {cards && cards.length > 0 && isBoardReady ? (
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
                <h2 id="pipeline-heading" className="text-xl font-semibold text-ink">
                  Pipeline
                </h2>
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
