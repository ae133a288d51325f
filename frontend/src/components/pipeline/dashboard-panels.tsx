'use client';

import { memo, useCallback, useMemo } from 'react';
import { countByStatus, type StatusCount } from '@/lib/board-moves';
import type {
  DashboardClosingJobFragment,
  DashboardFollowUpFragment,
  DashboardOfferFragment,
  DashboardQuietApplicationFragment,
  DashboardTaskFragment,
  DashboardUpcomingInterviewFragment,
  DashboardWeeklyProgressFragment,
} from '@/gql/graphql';
import { localDay } from '@/lib/dates';
import { DueThisWeek } from './due-this-week';
import { OffersComparison } from './offers-comparison';
import { uniqueCards } from './dashboard-queries';
import { PipelineBoard } from './pipeline-board';
import { UpcomingInterviews } from './upcoming-interviews';
import { useClosedColumnPages } from './use-closed-column-pages';
import { WeeklyGoalCard } from './weekly-goal-card';

/**
 * The dashboard's panels that need its query's answer, in one chunk of their own which the
 * dashboard fetches while its query runs (it stays out of the route's first-load JavaScript).
 * Memoised: the dashboard re-renders for state the board does not use (the deferred switch
 * from "Loading", a refetch that changed nothing), and redrawing the whole board is the
 * slowest work on a phone.
 */
export const DashboardDueThisWeek = memo(function DashboardDueThisWeek({
  followUps,
  tasks,
  closing,
  quiet,
  offers,
  onStale,
}: {
  followUps: readonly DashboardFollowUpFragment[];
  tasks: readonly DashboardTaskFragment[];
  closing: readonly DashboardClosingJobFragment[];
  quiet: readonly DashboardQuietApplicationFragment[];
  offers: readonly DashboardOfferFragment[];
  onStale: () => void;
}) {
  return (
    <DueThisWeek
      followUps={followUps}
      tasks={tasks}
      closing={closing}
      quiet={quiet}
      offers={offers}
      today={localDay()}
      onStale={onStale}
    />
  );
});

export const DashboardOffers = memo(function DashboardOffers({
  offers,
  headingId,
}: {
  offers: readonly DashboardOfferFragment[];
  headingId: string;
}) {
  return <OffersComparison applications={offers} headingId={headingId} today={localDay()} />;
});

export const DashboardUpcomingInterviews = memo(function DashboardUpcomingInterviews({
  interviews,
}: {
  interviews: readonly DashboardUpcomingInterviewFragment[];
}) {
  return <UpcomingInterviews interviews={interviews} now={new Date()} />;
});

export const DashboardWeeklyGoal = memo(function DashboardWeeklyGoal({
  progress,
}: {
  progress: DashboardWeeklyProgressFragment;
}) {
  return <WeeklyGoalCard progress={progress} />;
});

export const DashboardBoard = memo(function DashboardBoard({
  cards,
  counts,
  onStale,
}: {
  cards: Parameters<typeof PipelineBoard>[0]['cards'];
  /** The pipeline's counts of all applications, not only of the cards on the board. */
  counts: readonly StatusCount[];
  onStale: () => void;
}) {
  const { more, moreOf, forget } = useClosedColumnPages();
  const shown = useMemo(() => uniqueCards([...cards, ...more]), [cards, more]);
  const reload = useCallback(() => {
    forget();
    onStale();
  }, [forget, onStale]);
  return (
    <PipelineBoard cards={shown} counts={countByStatus(counts)} onStale={reload} moreOf={moreOf} />
  );
});
