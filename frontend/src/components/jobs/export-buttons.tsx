'use client';

import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { JobPageExportResumeDocument } from '@/gql/documents/JobPageExportResumeDocument';
import type { ExportFormat } from '@/gql/graphql';
import { saveExportedFile } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { DownloadIcon } from '../icons';

const ExportResumeMutation = JobPageExportResumeDocument;

const FORMATS: readonly { format: ExportFormat; label: string; description: string }[] = [
  { format: 'pdf', label: 'PDF', description: 'PDF' },
  { format: 'docx', label: 'Word (DOCX)', description: 'Word document' },
  { format: 'markdown', label: 'Markdown', description: 'Markdown file' },
  { format: 'json', label: 'JSON Resume', description: 'JSON Resume file' },
];

/** Downloads the application's tailored resume in each format the server renders. */
export function ExportButtons({ applicationId }: { applicationId: string }) {
  const [pending, setPending] = useState<ExportFormat | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();
  const [exportResume] = useMutation(ExportResumeMutation);

  async function download(format: ExportFormat, description: string) {
    setPending(format);
    setError(undefined);
    setStatus(`Preparing the ${description}…`);
    try {
      const result = await exportResume({ variables: { input: { applicationId, format } } });
      const file = result.data?.exportResume;
      if (!file) throw new Error('The server sent no file.');
      saveExportedFile(file);
      setStatus(`Downloaded ${file.filename}.`);
    } catch (caught) {
      setStatus('');
      setError(`Could not export the ${description}. ${problemOf(caught).message}`);
    } finally {
      setPending(null);
    }
  }

  return (
    <div>
      <div role="group" aria-label="Download the tailored resume" className="flex flex-wrap gap-2">
        {FORMATS.map(({ format, label, description }) => (
          <button
            key={format}
            type="button"
            disabled={pending !== null}
            onClick={() => void download(format, description)}
            className={buttonClasses('secondary', 'md')}
          >
            {pending === format ? <Spinner /> : <DownloadIcon />}
            {label}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-ink-muted">
        {status}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
