/** The resume page's GraphQL operations; the generated types come from these documents. */
import { graphql } from '@/gql';

export const ResumePageResumeFields = graphql(`
  fragment ResumePageResume on Resume {
    id
    title
    isBase
    version
    name
    headline
    content
    updatedAt
  }
`);

export const ResumePageQuery = graphql(`
  query ResumePage {
    resumes {
      ...ResumePageResume
    }
  }
`);

export const ResumePageImportMutation = graphql(`
  mutation ResumePageImport($input: ImportResumeInput!) {
    importResume(input: $input) {
      resume {
        ...ResumePageResume
      }
      warnings
    }
  }
`);

export const ResumePageUpdateMutation = graphql(`
  mutation ResumePageUpdate($input: UpdateResumeInput!) {
    updateResume(input: $input) {
      ...ResumePageResume
    }
  }
`);

export const ResumePageSetBaseMutation = graphql(`
  mutation ResumePageSetBase($id: ID!) {
    setBaseResume(id: $id) {
      ...ResumePageResume
    }
  }
`);

export const ResumePageDeleteMutation = graphql(`
  mutation ResumePageDelete($id: ID!) {
    deleteResume(id: $id) {
      id
    }
  }
`);

export const ResumePageExportMutation = graphql(`
  mutation ResumePageExport($input: ExportResumeInput!) {
    exportResume(input: $input) {
      filename
      mediaType
      base64
    }
  }
`);
