/**
 * The dashboard's queries. Three, not one: the board moves refetch only the counts and the
 * follow-ups, and each part shows its own loading and error state.
 */
import { graphql } from '@/gql';
import type { DashboardApplicationsQuery as ApplicationsData } from '@/gql/graphql';

/** The API's page size for `applications`; the board says so when there are more. */
export const BOARD_LIMIT = 200;

export const DashboardApplicationsQuery = graphql(`
  query DashboardApplications {
    applications(limit: 200) {
      id
      status
      version
      matchScore
      followUpOn
      allowedTransitions
      job {
        id
        title
        company
      }
    }
    resumes {
      id
    }
  }
`);

export const DashboardPipelineQuery = graphql(`
  query DashboardPipeline {
    pipeline {
      total
      counts {
        status
        count
      }
      funnel {
        status
        count
      }
    }
  }
`);

export const DashboardFollowUpsQuery = graphql(`
  query DashboardFollowUps {
    followUpsDue(withinDays: 7) {
      id
      status
      followUpOn
      job {
        id
        title
        company
      }
    }
  }
`);

export type BoardCard = ApplicationsData['applications'][number];
