/**
 * The dashboard's queries. Three, not one: the board moves refetch only the counts and the
 * follow-ups, and each part shows its own loading and error state.
 */
import {
  DashboardApplicationsDocument,
  DashboardFollowUpsDocument,
  DashboardPipelineDocument,
} from '@/gql/graphql';
import type { DashboardApplicationsQuery as ApplicationsData } from '@/gql/graphql';

/** The API's page size for `applications`; the board says so when there are more. */
export const BOARD_LIMIT = 200;

export const DashboardApplicationsQuery = DashboardApplicationsDocument;

export const DashboardPipelineQuery = DashboardPipelineDocument;

export const DashboardFollowUpsQuery = DashboardFollowUpsDocument;

export type BoardCard = ApplicationsData['applications'][number];
