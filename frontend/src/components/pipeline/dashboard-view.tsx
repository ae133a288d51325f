'use client';

import { useQuery } from '@apollo/client/react';
import { useCallback, type ReactNode } from 'react';
import { countByStatus, countCards } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { buttonClasses, ButtonLink } from '../button-link';
import { FormAlert } from '../account/fields';
import { Spinner } from '../account/spinner';
import { DashboardEmpty } from './dashboard-empty';
import {
  BOARD_LIMIT,
  DashboardApplicationsQuery,
  DashboardFollowUpsQuery,
  DashboardPipelineQuery,
} from './dashboard-queries';
import { localDay } from './dates';
import { FollowUpsDue } from './follow-ups-due';
import { FunnelChart } from './funnel-chart';
import { PipelineBoard } from './pipeline-board';

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
  const today = localDay();
  const refetchApplications = applications.refetch;
  const reload = useCallback(() => {
    void refetchApplications();
  }, [refetchApplications]);

  const cards = applications.data?.applications;
  const total = pipeline.data?.pipeline.total ?? cards?.length ?? 0;
  const dueCount = followUps.data?.followUpsDue.length ?? 0;

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
        {!cards && applications.loading ? <Loading label="Loading your pipeline…" /> : null}
        {!cards && applications.error ? (
          <LoadError error={applications.error} onRetry={reload} />
        ) : null}
        {cards?.length === 0 ? (
          <DashboardEmpty hasResume={(applications.data?.resumes.length ?? 0) > 0} />
        ) : null}
        {cards && cards.length > 0 ? (
          <div className="space-y-8">
            <div className="grid gap-6 lg:grid-cols-2">
              <Panel
                id="follow-ups-heading"
                title="Follow-ups due"
                description="The next 7 days; overdue ones first."
              >
                {followUps.data ? (
                  <FollowUpsDue items={followUps.data.followUpsDue} today={today} />
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
              <PipelineBoard
                cards={cards}
                counts={
                  // The pipeline counts all applications; the cards are a stand-in until it loads.
                  pipeline.data ? countByStatus(pipeline.data.pipeline.counts) : countCards(cards)
                }
                onStale={reload}
              />
            </section>
          </div>
        ) : null}
      </div>
    </>
  );
}
