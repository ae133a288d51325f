/**
 * The application page's query and mutations. Every mutation answers with the same fields as
 * the query (one fragment), so the cache, and with it the page, updates from the answer alone.
 */
import { graphql } from '@/gql';
import type { ApplicationPageFieldsFragment } from '@/gql/graphql';

export const ApplicationPageFields = graphql(`
  fragment ApplicationPageFields on Application {
    id
    status
    version
    allowedTransitions
    matchScore
    notes
    followUpOn
    appliedAt
    coverLetter
    createdAt
    updatedAt
    job {
      id
      title
      company
      location
      url
    }
    tailoredResume {
      tailoredAt
    }
    events {
      id
      kind
      fromStatus
      toStatus
      note
      actorType
      createdAt
    }
  }
`);

export const ApplicationPageQuery = graphql(`
  query ApplicationPage($id: ID!) {
    application(id: $id) {
      ...ApplicationPageFields
    }
  }
`);

export const ApplicationPageMoveMutation = graphql(`
  mutation ApplicationPageMove($input: MoveApplicationInput!) {
    moveApplication(input: $input) {
      ...ApplicationPageFields
    }
  }
`);

export const ApplicationPageAddNoteMutation = graphql(`
  mutation ApplicationPageAddNote($input: AddApplicationNoteInput!) {
    addApplicationNote(input: $input) {
      ...ApplicationPageFields
    }
  }
`);

export const ApplicationPageSetFollowUpMutation = graphql(`
  mutation ApplicationPageSetFollowUp($input: SetFollowUpInput!) {
    setFollowUp(input: $input) {
      ...ApplicationPageFields
    }
  }
`);

export type ApplicationDetails = ApplicationPageFieldsFragment;
export type ApplicationEventDetails = ApplicationDetails['events'][number];
