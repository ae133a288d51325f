'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useRouter } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { DashboardMoveApplicationDocument } from '@/gql/documents/DashboardMoveApplicationDocument';
import type { ApplicationStatus } from '@/gql/graphql';
import { asSentence, countsAfterMove, moveAnnouncement } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';
import { StatusesQuery } from '@/lib/statuses';
import { DashboardProgressQuery, dashboardVariables, type BoardCard } from './dashboard-queries';
import { withTypename } from './optimistic';

const DashboardMoveMutation = DashboardMoveApplicationDocument;

/** Codes after which the board no longer matches the server, so it is reloaded. */
const STALE_CODES = new Set(['VERSION_CONFLICT', 'INVALID_TRANSITION', 'NOT_FOUND']);

/**
 * Moves a card on the board: at once in the cache (the card changes column, the header counts
 * follow), then on the server; Apollo drops the optimistic layer on failure, which puts the
 * card back. The funnel and follow-ups are refetched, as only the server knows them.
 */
export function useBoardMove({ onStale }: { onStale: () => void }) {
  const router = useRouter();
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string>();
  const { data: statusData } = useQuery(StatusesQuery);
  const [mutate] = useMutation(DashboardMoveMutation);

  const rules = useMemo(() => {
    const transitions = new Map<ApplicationStatus, ApplicationStatus[]>();
    const finals = new Set<ApplicationStatus>();
    for (const info of statusData?.statuses ?? []) {
      transitions.set(info.status, info.allowedTransitions);
      if (info.isFinal) finals.add(info.status);
    }
    return { transitions, finals };
  }, [statusData]);

  const move = useCallback(
    async (card: BoardCard, to: ApplicationStatus): Promise<boolean> => {
      const from = card.status;
      // The dashboard asked for "due this week" from this day and for the week in this time
      // zone: the same variables, the same entry.
      const variables = dashboardVariables();
      setProblem(undefined);
      setAnnouncement('');
      try {
        await mutate({
          variables: { input: { id: card.id, status: to, expectedVersion: card.version } },
          optimisticResponse: {
            moveApplication: withTypename('Application', {
              id: card.id,
              status: to,
              version: card.version + 1,
              // Unknown until the statuses load; the server's answer replaces it a moment later.
              allowedTransitions: rules.transitions.get(to) ?? [],
              followUpOn: card.followUpOn,
              matchScore: card.matchScore,
            }),
          },
          update(cache) {
            // Runs for the optimistic answer (and is discarded with it) and for the real one.
            cache.updateQuery({ query: DashboardProgressQuery, variables }, (data) =>
              data
                ? {
                    ...data,
                    pipeline: {
                      ...data.pipeline,
                      counts: countsAfterMove(data.pipeline.counts, from, to),
                    },
                  }
                : undefined,
            );
          },
          // A query object, not a name: no mounted query fetches only these fields (the
          // dashboard's one query holds them), so Apollo sends this one once, and the answer
          // lands in the cache the dashboard reads.
          refetchQueries: [{ query: DashboardProgressQuery, variables }],
        });
        setAnnouncement(moveAnnouncement(card.job.title, to));
        return true;
      } catch (error) {
        const { code, message } = problemOf(error);
        if (code === 'UNAUTHENTICATED') {
          router.replace('/sign-in?next=/dashboard');
          return false;
        }
        if (STALE_CODES.has(code)) {
          onStale();
          setProblem(`${asSentence(message)} The board now shows the latest state.`);
        } else {
          setProblem(`${asSentence(message)} “${card.job.title}” is back in its column.`);
        }
        return false;
      }
    },
    [mutate, onStale, router, rules],
  );

  return {
    move,
    finalStatuses: rules.finals,
    announcement,
    problem,
    setProblem,
  };
}
