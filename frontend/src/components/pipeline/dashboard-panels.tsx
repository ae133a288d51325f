'use client';

import { memo } from 'react';
import { countByStatus, countCards, type StatusCount } from '@/lib/board-moves';
import type { DashboardFollowUpsQuery } from '@/gql/graphql';
import { localDay } from './dates';
import { FollowUpsDue } from './follow-ups-due';
import { PipelineBoard } from './pipeline-board';

/**
 * The dashboard's panels that need its queries' answers, in one chunk of their own which the
 * dashboard fetches while the queries run (it stays out of the route's first-load JavaScript).
 * Memoised: the dashboard re-renders as each query settles, and redrawing the whole board
 * for answers it does not use is the slowest work on a phone.
 */
export const DashboardFollowUps = memo(function DashboardFollowUps({
  items,
}: {
  items: DashboardFollowUpsQuery['followUpsDue'];
}) {
  return <FollowUpsDue items={items} today={localDay()} />;
});

export const DashboardBoard = memo(function DashboardBoard({
  cards,
  counts,
  onStale,
}: {
  cards: Parameters<typeof PipelineBoard>[0]['cards'];
  /** The pipeline's counts of all applications; the cards stand in until they load. */
  counts: readonly StatusCount[] | undefined;
  onStale: () => void;
}) {
  return (
    <PipelineBoard
      cards={cards}
      counts={counts ? countByStatus(counts) : countCards(cards)}
      onStale={onStale}
    />
  );
});
