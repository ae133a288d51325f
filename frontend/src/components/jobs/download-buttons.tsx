'use client';

import { useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { saveExportedFile, type ExportedFileData } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { DownloadIcon } from '../icons';

export interface DownloadFormat<Format extends string> {
  format: Format;
  label: string;
  /** "Word document": for the messages while it is prepared, saved or refused. */
  description: string;
}

/**
 * One button per format; a press asks the server for the file and saves it, saying what it is
 * doing and, if the server refuses, why. One download at a time.
 */
export function DownloadButtons<Format extends string>({
  label,
  formats,
  fetchFile,
  disabledReason,
}: {
  /** The group's accessible name: "Download the tailored resume". */
  label: string;
  formats: readonly DownloadFormat<Format>[];
  fetchFile: (format: Format) => Promise<ExportedFileData | null | undefined>;
  /** Why nothing can be downloaded right now, shown instead of the status; buttons disabled. */
  disabledReason?: string;
}) {
  const [pending, setPending] = useState<Format | null>(null);
  const [status, setStatus] = useState('');
  const [error, setError] = useState<string>();

  async function download({ format, description }: DownloadFormat<Format>) {
    setPending(format);
    setError(undefined);
    setStatus(`Preparing the ${description}…`);
    try {
      const file = await fetchFile(format);
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
      <div role="group" aria-label={label} className="flex flex-wrap gap-2">
        {formats.map((entry) => (
          <button
            key={entry.format}
            type="button"
            disabled={pending !== null || disabledReason !== undefined}
            onClick={() => void download(entry)}
            className={buttonClasses('secondary', 'md')}
          >
            {pending === entry.format ? <Spinner /> : <DownloadIcon />}
            {entry.label}
          </button>
        ))}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-ink-muted">
        {disabledReason ?? status}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-bad">
          {error}
        </p>
      ) : null}
    </div>
  );
}
