'use client';

import { useMutation } from '@apollo/client/react';
import { JobPageExportResumeDocument } from '@/gql/documents/JobPageExportResumeDocument';
import type { ExportFormat } from '@/gql/graphql';
import { DownloadButtons, type DownloadFormat } from './download-buttons';

const ExportResumeMutation = JobPageExportResumeDocument;

const FORMATS: readonly DownloadFormat<ExportFormat>[] = [
  { format: 'pdf', label: 'PDF', description: 'PDF' },
  { format: 'docx', label: 'Word (DOCX)', description: 'Word document' },
  { format: 'markdown', label: 'Markdown', description: 'Markdown file' },
  { format: 'json', label: 'JSON Resume', description: 'JSON Resume file' },
];

/** Downloads the application's tailored resume in each format the server renders. */
export function ExportButtons({ applicationId }: { applicationId: string }) {
  const [exportResume] = useMutation(ExportResumeMutation);
  return (
    <DownloadButtons
      label="Download the tailored resume"
      formats={FORMATS}
      fetchFile={async (format) =>
        (await exportResume({ variables: { input: { applicationId, format } } })).data?.exportResume
      }
    />
  );
}
