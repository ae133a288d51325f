/**
 * The application page's query and mutations. Every mutation answers with the same fields as
 * the query (one fragment), so the cache, and with it the page, updates from the answer alone.
 */
import { ApplicationPageAddNoteDocument } from '@/gql/documents/ApplicationPageAddNoteDocument';
import { ApplicationPageDocument } from '@/gql/documents/ApplicationPageDocument';
import { ApplicationPageFieldsFragmentDoc } from '@/gql/documents/ApplicationPageFieldsFragmentDoc';
import { ApplicationPageMoveDocument } from '@/gql/documents/ApplicationPageMoveDocument';
import { ApplicationPageSetFollowUpDocument } from '@/gql/documents/ApplicationPageSetFollowUpDocument';
import type { ApplicationPageFieldsFragment } from '@/gql/graphql';

export const ApplicationPageFields = ApplicationPageFieldsFragmentDoc;

export const ApplicationPageQuery = ApplicationPageDocument;

export const ApplicationPageMoveMutation = ApplicationPageMoveDocument;

export const ApplicationPageAddNoteMutation = ApplicationPageAddNoteDocument;

export const ApplicationPageSetFollowUpMutation = ApplicationPageSetFollowUpDocument;

export type ApplicationDetails = ApplicationPageFieldsFragment;
export type ApplicationEventDetails = ApplicationDetails['events'][number];
