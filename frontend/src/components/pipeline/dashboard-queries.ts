/**
 * The dashboard's queries: one for its first load (the board, the panels and the move rules
 * in a single request), and a smaller one that board moves refetch, as only the server knows
 * the counts, the funnel and the follow-ups that follow from a move.
 */
import { DashboardDocument } from '@/gql/documents/DashboardDocument';
import { DashboardProgressDocument } from '@/gql/documents/DashboardProgressDocument';
import type { DashboardQuery as DashboardData } from '@/gql/graphql';

/** The API's page size for `applications`; the board says so when there are more. */
export const BOARD_LIMIT = 200;

export const DashboardQuery = DashboardDocument;

export const DashboardProgressQuery = DashboardProgressDocument;

export type BoardCard = DashboardData['applications'][number];
