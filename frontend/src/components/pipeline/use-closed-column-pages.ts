'use client';

import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
// Imported here, not through dashboard-queries.ts: the board's chunk loads it, not the route.
import { DashboardClosedColumnDocument } from '@/gql/documents/DashboardClosedColumnDocument';
import type { ApplicationStatus } from '@/gql/graphql';
import { problemOf } from '@/lib/graphql-errors';
import type { ColumnMore } from './board-column';
import { type BoardCard, CLOSED_STATUSES, MORE_CARDS, nextColumnLimit } from './dashboard-queries';

/**
 * "Show 100 more" in the board's closed columns, which the Dashboard query reads 100 of: each
 * press asks the server for the column again with a limit 100 larger (up to the API's 1,000),
 * and the answer replaces the column's earlier pages. A snapshot is enough: cards in a closed
 * column never move out of it, and those moved in arrive through the Dashboard query.
 */
export function useClosedColumnPages(): {
  /** Every card the presses loaded, beyond the Dashboard query's. */
  more: readonly BoardCard[];
  moreOf: (status: ApplicationStatus, shown: number) => ColumnMore | undefined;
  /** Drops the loaded pages: the board is read afresh (an application may be gone). */
  forget: () => void;
} {
  const client = useApolloClient();
  const [pages, setPages] = useState<Partial<Record<ApplicationStatus, readonly BoardCard[]>>>({});
  const [loading, setLoading] = useState<ApplicationStatus | null>(null);
  const [problem, setProblem] = useState<{ status: ApplicationStatus; message: string }>();

  const load = useCallback(
    async (status: ApplicationStatus, shown: number) => {
      setLoading(status);
      setProblem(undefined);
      try {
        const { data } = await client.query({
          query: DashboardClosedColumnDocument,
          variables: { status, limit: nextColumnLimit(shown) },
          fetchPolicy: 'network-only',
        });
        if (data) setPages((earlier) => ({ ...earlier, [status]: data.applications }));
      } catch (error) {
        setProblem({ status, message: `Could not show more: ${problemOf(error).message}` });
      } finally {
        setLoading(null);
      }
    },
    [client],
  );

  const more = useMemo(() => Object.values(pages).flat(), [pages]);
  const moreOf = useCallback(
    (status: ApplicationStatus, shown: number): ColumnMore | undefined =>
      CLOSED_STATUSES.has(status) && shown < MORE_CARDS.max
        ? {
            isLoading: loading === status,
            problem: problem?.status === status ? problem.message : undefined,
            onShowMore: () => void load(status, shown),
          }
        : undefined,
    [load, loading, problem],
  );
  const forget = useCallback(() => {
    setPages({});
  }, []);
  return { more, moreOf, forget };
}
