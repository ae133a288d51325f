'use client';

import { useMutation } from '@apollo/client/react';
import { JobPageExportCoverLetterDocument } from '@/gql/documents/JobPageExportCoverLetterDocument';
import type { CoverLetterFormat } from '@/gql/graphql';
import { DownloadButtons, type DownloadFormat } from './download-buttons';

const ExportCoverLetterMutation = JobPageExportCoverLetterDocument;

const FORMATS: readonly DownloadFormat<CoverLetterFormat>[] = [
  { format: 'pdf', label: 'PDF', description: 'PDF' },
  { format: 'docx', label: 'Word (DOCX)', description: 'Word document' },
  { format: 'text', label: 'Text (.txt)', description: 'text file' },
];

/**
 * Downloads the letter as the editor holds it, unsaved edits included: the file is what the
 * person reads on the page.
 */
export function CoverLetterDownloads({
  applicationId,
  text,
}: {
  applicationId: string;
  text: string;
}) {
  const [exportCoverLetter] = useMutation(ExportCoverLetterMutation);
  return (
    <DownloadButtons
      label="Download the cover letter"
      formats={FORMATS}
      disabledReason={text.trim() === '' ? 'Write the letter first.' : undefined}
      fetchFile={async (format) =>
        (await exportCoverLetter({ variables: { input: { applicationId, format, text } } })).data
          ?.exportCoverLetter
      }
    />
  );
}
