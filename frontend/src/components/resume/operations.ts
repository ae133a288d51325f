/** The resume page's GraphQL operations; the generated types come from these documents. */
import { ResumePageDeleteDocument } from '@/gql/documents/ResumePageDeleteDocument';
import { ResumePageDocument } from '@/gql/documents/ResumePageDocument';
import { ResumePageExportDocument } from '@/gql/documents/ResumePageExportDocument';
import { ResumePageImportDocument } from '@/gql/documents/ResumePageImportDocument';
import { ResumePageResumeFragmentDoc } from '@/gql/documents/ResumePageResumeFragmentDoc';
import { ResumePageSetBaseDocument } from '@/gql/documents/ResumePageSetBaseDocument';
import { ResumePageUpdateDocument } from '@/gql/documents/ResumePageUpdateDocument';

export const ResumePageResumeFields = ResumePageResumeFragmentDoc;

export const ResumePageQuery = ResumePageDocument;

export const ResumePageImportMutation = ResumePageImportDocument;

export const ResumePageUpdateMutation = ResumePageUpdateDocument;

export const ResumePageSetBaseMutation = ResumePageSetBaseDocument;

export const ResumePageDeleteMutation = ResumePageDeleteDocument;

export const ResumePageExportMutation = ResumePageExportDocument;
