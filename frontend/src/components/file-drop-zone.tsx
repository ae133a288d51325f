'use client';

import type { ReactNode } from 'react';
import { FieldMessage } from '@/components/account/fields';
import { formatBytes } from '@/components/resume/import-files';

/**
 * A file picker as a large target that also shows the chosen file (the resume importer's, the
 * spreadsheet import's). The real input stays in the page, visually hidden, so it keeps its
 * label and keyboard focus; the form around it takes dropped files (useFileDrop).
 */
export function FileDropZone({
  inputId,
  accept,
  kind,
  limit,
  icon,
  hint,
  file,
  error,
  isDragging,
  onFile,
  onClear,
}: {
  inputId: string;
  accept: string;
  /** "PDF", "CSV": as in "Choose a CSV file". */
  kind: string;
  /** ".csv · max 1 MB" */
  limit: string;
  /** A 24-unit line drawing of what the file is. */
  icon: ReactNode;
  hint: string;
  file: File | null;
  error: string | undefined;
  isDragging: boolean;
  onFile: (file: File) => void;
  onClear: () => void;
}) {
  const messageId = `${inputId}-message`;
  return (
    <div>
      <input
        id={inputId}
        type="file"
        accept={accept}
        aria-invalid={error ? true : undefined}
        aria-describedby={messageId}
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onFile(chosen);
          // Reset, so choosing the same file again (after removing or fixing it) still fires.
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-8 text-center transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(color:--focus) ${
          isDragging
            ? 'border-brand-500 bg-accent-soft'
            : error
              ? 'border-bad/60 bg-surface'
              : 'border-line-strong bg-surface hover:border-accent-line hover:bg-accent-soft'
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={1.6}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-8 text-accent"
          aria-hidden="true"
        >
          {icon}
        </svg>
        <span className="text-sm font-semibold text-ink">
          {isDragging ? (
            'Drop it here'
          ) : (
            <>
              <span className="text-accent underline underline-offset-4">Choose a {kind} file</span>
              <span className="font-normal text-ink-muted"> or drag it here</span>
            </>
          )}
        </span>
        <span className="text-xs text-ink-subtle">{limit}</span>
      </label>

      {file ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-muted px-3 py-2">
          <p className="min-w-0 text-sm">
            <span className="block truncate font-medium text-ink">{file.name}</span>
            <span className="text-ink-subtle">{formatBytes(file.size)}</span>
          </p>
          <button
            type="button"
            onClick={onClear}
            className="shrink-0 rounded-md px-2.5 py-1.5 text-sm font-medium text-ink-muted hover:bg-surface hover:text-ink"
          >
            Remove<span className="sr-only"> {file.name}</span>
          </button>
        </div>
      ) : null}
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
