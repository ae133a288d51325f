/** The resume page's GraphQL operations; the generated types come from these documents. */
import {
  ResumePageDeleteDocument,
  ResumePageDocument,
  ResumePageExportDocument,
  ResumePageImportDocument,
  ResumePageResumeFragmentDoc,
  ResumePageSetBaseDocument,
  ResumePageUpdateDocument,
} from '@/gql/graphql';

export const ResumePageResumeFields = ResumePageResumeFragmentDoc;

export const ResumePageQuery = ResumePageDocument;

export const ResumePageImportMutation = ResumePageImportDocument;

export const ResumePageUpdateMutation = ResumePageUpdateDocument;

export const ResumePageSetBaseMutation = ResumePageSetBaseDocument;

export const ResumePageDeleteMutation = ResumePageDeleteDocument;

export const ResumePageExportMutation = ResumePageExportDocument;
