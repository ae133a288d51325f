/**
 * The dashboard's queries: one for its first load (the board, the panels and the move rules
 * in a single request), and a smaller one that board moves refetch, as only the server knows
 * the counts, the funnel and the follow-ups that follow from a move.
 */
import { browserTimeZone } from '@/lib/browser-time-zone';
import { DashboardDocument } from '@/gql/documents/DashboardDocument';
import { DashboardProgressDocument } from '@/gql/documents/DashboardProgressDocument';
import type {
  ApplicationStatus,
  DashboardCardFragment,
  DashboardQuery as DashboardData,
} from '@/gql/graphql';
import { localDay } from '@/lib/local-day';

/**
 * How many cards the board asks for, as written in the Dashboard query: every application in
 * progress up to the first limit, and the most recent closed ones. A column with more than it
 * shows says so (board-column.tsx).
 */
export const BOARD_LIMITS = { inProgress: 500, closed: 100 } as const;

/**
 * How many applications at the Offer stage the Dashboard query asks for, with their offers:
 * more than anyone weighs at once.
 */
export const OFFERS_LIMIT = 50;

/** The closed columns, whose cards can be shown further, page by page, up to the API's limit. */
export const CLOSED_STATUSES: ReadonlySet<ApplicationStatus> = new Set([
  'accepted',
  'rejected',
  'withdrawn',
]);

/** Each "Show more" in a closed column adds this many cards, up to the `applications` limit. */
export const MORE_CARDS = { step: 100, max: 1000 } as const;

/** The limit to ask a closed column for once `shown` of its cards are on the board. */
export function nextColumnLimit(shown: number): number {
  return Math.min(shown + MORE_CARDS.step, MORE_CARDS.max);
}

export const DashboardQuery = DashboardDocument;

/**
 * The variables of both queries, the browser's day and time zone: a move's refetch of the
 * progress must ask with the same ones as the first load, or its answer would land in another
 * cache entry than the one the dashboard reads.
 */
export function dashboardVariables(): { today: string; timeZone: string | undefined } {
  return { today: localDay(), timeZone: browserTimeZone() };
}

export const DashboardProgressQuery = DashboardProgressDocument;

export type BoardCard = DashboardCardFragment;

/**
 * The board's cards: both lists, each card once. The server reads the two lists one after the
 * other, so a card moved from one to the other in between (in another tab) comes in both; the
 * board groups cards by their status as the cache has it, which is the same for both copies.
 */
export function boardCards(data: Pick<DashboardData, 'inProgress' | 'closed'>): BoardCard[] {
  return uniqueCards([...data.inProgress, ...data.closed]);
}

/** Each card once, the first copy kept (lists read one after another can overlap). */
export function uniqueCards(cards: readonly BoardCard[]): BoardCard[] {
  const seen = new Set<string>();
  return cards.filter((card) => {
    if (seen.has(card.id)) return false;
    seen.add(card.id);
    return true;
  });
}
