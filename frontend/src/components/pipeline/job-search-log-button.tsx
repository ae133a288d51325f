'use client';

import { useState } from 'react';
import { Spinner } from '../account/spinner';
import { buttonClasses } from '../button-link';
import { DownloadIcon } from '../download-icon';
import { lazyComponent } from '../lazy-component';
import { useFocusReturn } from '../use-focus-return';

// Opened by a click: the dialog, its mutation and its rules arrive when the button is pointed at
// or focused, and stay out of the dashboard's first-load JavaScript (scripts/check-budgets.mjs).
// Clicked before they are here, a spinner covers the button until they are.
const JobSearchLogDialog = lazyComponent(
  () => import('./job-search-log-dialog').then((module) => module.JobSearchLogDialog),
  {
    fallback: () => (
      <span
        role="status"
        className="absolute inset-0 flex items-center justify-center rounded-lg bg-surface text-ink-muted"
      >
        <Spinner />
        <span className="sr-only">Opening the job search log…</span>
      </span>
    ),
  },
);

/**
 * "Job search log" on the dashboard's heading: opens the dialog that downloads the applications
 * as a spreadsheet. Focus comes back to the button when the dialog closes.
 */
export function JobSearchLogButton() {
  const [isOpen, setIsOpen] = useState(false);
  // Once opened, the dialog stays (closed) with the choice made in it.
  const [hasOpened, setHasOpened] = useState(false);
  const buttonRef = useFocusReturn(isOpen);
  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        onClick={() => {
          setIsOpen(true);
          setHasOpened(true);
        }}
        onPointerEnter={JobSearchLogDialog.prefetch}
        onFocus={JobSearchLogDialog.prefetch}
        className={buttonClasses('secondary', 'md')}
      >
        <DownloadIcon />
        Job search log
      </button>
      {hasOpened ? (
        <JobSearchLogDialog
          isOpen={isOpen}
          onClose={() => {
            setIsOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
