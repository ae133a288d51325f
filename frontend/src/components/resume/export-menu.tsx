'use client';

import { useMutation } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import type { ExportFormat } from '@/gql/graphql';
import { saveExportedFile } from '@/lib/download';
import { problemOf } from '@/lib/graphql-errors';
import { ResumePageExportMutation } from './operations';

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF' },
  { format: 'docx', label: 'DOCX' },
  { format: 'markdown', label: 'Markdown' },
  { format: 'json', label: 'JSON Resume' },
];

/** Download buttons for the saved resume, one per format, each with its own progress. */
export function ExportMenu({ resumeId, isDirty }: { resumeId: string; isDirty: boolean }) {
  const id = useId();
  const [exportResume] = useMutation(ResumePageExportMutation);
  const [pending, setPending] = useState<ReadonlySet<ExportFormat>>(new Set());
  const [error, setError] = useState<string>();
  const [done, setDone] = useState('');

  async function download(format: ExportFormat, label: string) {
    if (pending.has(format)) return;
    setPending((previous) => new Set(previous).add(format));
    setError(undefined);
    setDone('');
    try {
      const result = await exportResume({ variables: { input: { resumeId, format } } });
      if (!result.data) throw new Error('The export came back empty. Please try again.');
      saveExportedFile(result.data.exportResume);
      setDone(`Downloaded ${result.data.exportResume.filename}.`);
    } catch (caught) {
      setError(`Could not export as ${label}: ${problemOf(caught).message}`);
    } finally {
      setPending((previous) => {
        const next = new Set(previous);
        next.delete(format);
        return next;
      });
    }
  }

  return (
    <div className="min-w-0">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        className="flex flex-wrap items-center gap-2"
      >
        <span id={`${id}-label`} className="text-sm font-medium text-ink-muted">
          Download
        </span>
        {FORMATS.map(({ format, label }) => {
          const isPending = pending.has(format);
          return (
            <button
              key={format}
              type="button"
              aria-disabled={isPending || undefined}
              onClick={() => void download(format, label)}
              className={buttonClasses('secondary', 'md', 'aria-disabled:cursor-wait')}
            >
              {isPending ? <Spinner /> : <DownloadIcon />}
              {label}
              <span className="sr-only">{isPending ? ', preparing…' : ''}</span>
            </button>
          );
        })}
      </div>
      {isDirty ? (
        <p className="mt-2 text-sm text-warn">Downloads use the last saved version.</p>
      ) : null}
      <p role="status" className="sr-only">
        {done}
      </p>
      <div role="alert">
        {error ? <p className="mt-2 text-sm font-medium text-bad">{error}</p> : null}
      </div>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-4 text-ink-subtle"
      aria-hidden="true"
    >
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
    </svg>
  );
}
