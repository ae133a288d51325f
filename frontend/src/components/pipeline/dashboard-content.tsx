'use client';

import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import { isCacheEmpty } from '@/lib/apollo-client';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses } from '../button-link';
import { FormAlert } from '../account/fields';
import { Spinner } from '../account/spinner';
import { useSignedOutRedirect } from '../app/use-signed-out-redirect';
import { useHasPainted } from '../use-has-painted';
import type { DashboardQuery as DashboardData } from '@/gql/graphql';
import { BOARD_LIMITS, boardCards, DashboardQuery, dashboardVariables } from './dashboard-queries';

// The board, the funnel, this week's applications, the upcoming interviews, the offers and what
// is due this week draw data
// that only arrives after the query: they load in their own chunk, fetched alongside the query
// (see preloadPanels), which keeps this route's first-load JavaScript within its budget
// (scripts/check-budgets.mjs).
function preloadPanels() {
  return Promise.all([
    DashboardWeeklyGoal.preload(),
    DashboardDueThisWeek.preload(),
    DashboardUpcomingInterviews.preload(),
    DashboardOffers.preload(),
    DashboardBoard.preload(),
    FunnelChart.preload(),
    SourceTable.preload(),
    DashboardEmpty.preload(),
  ]);
}
const DashboardWeeklyGoal = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardWeeklyGoal),
);
const DashboardDueThisWeek = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardDueThisWeek),
);
const DashboardUpcomingInterviews = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardUpcomingInterviews),
);
const DashboardOffers = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardOffers),
);
const DashboardEmpty = lazyComponent(() =>
  import('./dashboard-empty').then((module) => module.DashboardEmpty),
);
const FunnelChart = lazyComponent(() =>
  import('./funnel-chart').then((module) => module.FunnelChart),
);
// Drawn once some application that was sent has a source; fetched with the others so that it
// never pops in under the funnel.
const SourceTable = lazyComponent(() =>
  import('./source-table').then((module) => module.SourceTable),
);
const DashboardBoard = lazyComponent(() =>
  import('./dashboard-panels').then((module) => module.DashboardBoard),
);

/**
 * cache-and-network: coming back from an application page shows the cached board at once and
 * then what changed there (a move, a follow-up date). On a tab's first load the cache is empty
 * and reading it first would only cost a cold pass over the whole query (~35 ms of a slow
 * phone's main thread in the page's start), so that load asks the server alone. Chosen when
 * the view mounts: it is about how this visit starts, not about the cache's later state.
 */
function useDashboardFetchPolicy() {
  const client = useApolloClient();
  const [fetchPolicy] = useState<'network-only' | 'cache-and-network'>(() =>
    isCacheEmpty(client) ? 'network-only' : 'cache-and-network',
  );
  return fetchPolicy;
}

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

/** Offers to answer, tasks, follow-ups and the last days to apply within a week. */
function DueThisWeekPanel({
  data,
  onStale,
}: {
  data: Pick<
    DashboardData,
    'followUpsDue' | 'tasksDue' | 'jobsClosingSoon' | 'quietApplications' | 'offers'
  >;
  onStale: () => void;
}) {
  return (
    <Panel
      id="due-this-week-heading"
      title="Due this week"
      description="The next 7 days: offers to answer, tasks and follow-ups (overdue ones first), last days to apply, and applications with no news for two weeks."
    >
      <DashboardDueThisWeek
        followUps={data.followUpsDue}
        tasks={data.tasksDue}
        closing={data.jobsClosingSoon}
        quiet={data.quietApplications}
        offers={data.offers}
        onStale={onStale}
      />
    </Panel>
  );
}

/** What the dashboard shows below its heading until its answer is drawn, server HTML included. */
export function PipelineLoading() {
  return (
    <p role="status" className="flex items-center gap-2 py-4 text-sm text-ink-muted">
      <Spinner /> Loading your pipeline…
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
 * The dashboard below its heading: the upcoming interviews, the offers, what is due this week,
 * the funnel and the pipeline board, from one query, with its loading, error and empty states.
 */
export function DashboardContent() {
  const dashboard = useQuery(DashboardQuery, {
    variables: dashboardVariables(),
    fetchPolicy: useDashboardFetchPolicy(),
  });
  const isSignedOut = useSignedOutRedirect([dashboard.error]);
  const refetch = dashboard.refetch;
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);

  const data = dashboard.data;
  const cards = useMemo(() => (data ? boardCards(data) : []), [data]);
  // Fetch the panels' code while the query runs, and draw the dashboard only once code and
  // answer are both here: one change from "Loading" to the whole dashboard instead of panels
  // pushing each other down as they arrive (layout shift).
  const hasPanels = usePreload(preloadPanels);
  const isLoading = isSignedOut || (data ? !hasPanels : !dashboard.error);
  // Drawing the board is the page's biggest render. Deferred, React draws it as a transition,
  // in slices the browser can interleave with other work, rather than in one long task inside
  // the update that delivers the answer (Lighthouse counts that as blocking time).
  const isContentShown = useDeferredValue(!isLoading);
  // And the board a frame after the panels above it: styled and laid out together they made
  // the page's longest task. Nothing is below the board, so nothing moves when it comes.
  const hasPaintedPanels = useHasPainted(isContentShown);

  return (
    <>
      {isContentShown ? null : <PipelineLoading />}
      {isContentShown && !data && dashboard.error ? (
        <LoadError error={dashboard.error} onRetry={reload} />
      ) : null}
      {isContentShown && data && cards.length === 0 ? (
        <div className="space-y-8">
          {/* Set a goal before the first application: it counts from the first one sent. */}
          <DashboardWeeklyGoal progress={data.weeklyProgress} />
          {/* Jobs saved but not applied to yet can close before there is any application. */}
          {data.jobsClosingSoon.length > 0 ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <DueThisWeekPanel data={data} onStale={reload} />
            </div>
          ) : null}
          <DashboardEmpty hasResume={data.resumes.length > 0} />
        </div>
      ) : null}
      {isContentShown && data && cards.length > 0 ? (
        <div className="space-y-8">
          {/* Compact, and first: the week's momentum, then what comes next. */}
          <DashboardWeeklyGoal progress={data.weeklyProgress} />
          {/* Only when there is one: the next thing to prepare for, so first. */}
          {data.upcomingInterviews.length > 0 ? (
            <Panel
              id="upcoming-interviews-heading"
              title="Upcoming interviews"
              description="The next ones, soonest first, in your time zone."
            >
              <DashboardUpcomingInterviews interviews={data.upcomingInterviews} />
            </Panel>
          ) : null}
          {/* Only while some application is at Offer: the choice to make. */}
          {data.offers.length > 0 ? (
            <Panel
              id="offers-heading"
              title="Offers"
              description="Side by side, the next to answer first. Amounts are for a year, in each offer’s currency."
            >
              <DashboardOffers offers={data.offers} headingId="offers-heading" />
            </Panel>
          ) : null}
          {/* Each panel its own height: a short list is not a tall empty box beside the funnel. */}
          {/* grid-cols-1 (minmax(0, 1fr)): a panel wider than the phone (a date field's own width)
              narrows to the column instead of widening it past the screen. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 lg:items-start">
            <DueThisWeekPanel data={data} onStale={reload} />
            <Panel
              id="funnel-heading"
              title="Funnel"
              description="How many applications reached each stage."
            >
              <FunnelChart funnel={data.pipeline.funnel} />
              <SourceTable sources={data.pipeline.sources} />
            </Panel>
          </div>

          <section aria-labelledby="pipeline-heading">
            <div className="mb-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <div className="flex items-baseline gap-x-3">
                <h2 id="pipeline-heading" className="text-xl font-semibold text-ink">
                  Pipeline
                </h2>
                <p className="text-sm text-ink-muted">
                  {data.pipeline.total} {data.pipeline.total === 1 ? 'application' : 'applications'}
                </p>
              </div>
              <p className="text-sm text-ink-muted">
                Drag a card to another column, or use its Move button.
              </p>
            </div>
            {data.inProgress.length >= BOARD_LIMITS.inProgress ? (
              <p className="mb-2 text-sm text-ink-muted">
                Showing your {BOARD_LIMITS.inProgress} most recent applications in progress; the
                counts include all.
              </p>
            ) : null}
            {hasPaintedPanels ? (
              <DashboardBoard cards={cards} counts={data.pipeline.counts} onStale={reload} />
            ) : null}
          </section>
        </div>
      ) : null}
    </>
  );
}
