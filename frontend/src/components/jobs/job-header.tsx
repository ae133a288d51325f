'use client';

import Link from 'next/link';
import { useId, useRef, useState, type ReactNode } from 'react';
import { PencilIcon } from '@/components/icons';
import { lazyForm } from '@/components/lazy-form';
import { localDay } from '@/lib/dates';
import type { ApplicationStatus } from '@/gql/graphql';
import { APPLY_BY_TONES, applyByStatus, formatApplyByDay, isStillToApply } from '@/lib/apply-by';
import { formatPay, type PayAmount } from '@/lib/pay';
import { ApplyByForm } from './apply-by-form';
import { formatDay } from './dates';

const JobDetailsForm = lazyForm(
  () => import('./job-details-form').then((module) => module.JobDetailsForm),
  { className: 'mt-4' },
);

/**
 * The job's title, company, place, link and dates (added, last day to apply), with the page's
 * actions beside them. The details and the last day to apply are changed here, one form at a
 * time, each opened under the heading by its own button.
 */
export function JobHeader({
  jobId,
  title,
  company,
  location,
  url,
  createdAt,
  applyBy,
  pay,
  applicationStatus,
  actions,
}: {
  jobId: string;
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  createdAt: string;
  applyBy: string | null;
  /** The pay the posting states, as the engine read it. */
  pay: PayAmount | null;
  /** The status of the job's application, null when none was started. */
  applicationStatus: ApplicationStatus | null;
  actions: ReactNode;
}) {
  const formId = useId();
  const payText = formatPay(pay);
  const [editing, setEditing] = useState<'details' | 'applyBy' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
  const detailsToggleRef = useRef<HTMLButtonElement>(null);

  // The details form may hold typing: either button asks it to close (and it asks in turn)
  // rather than dropping it; the other form opens at the next press.
  const [detailsCloseRequests, setDetailsCloseRequests] = useState(0);

  function toggle(form: 'details' | 'applyBy') {
    setAnnouncement('');
    if (editing === 'details') setDetailsCloseRequests((count) => count + 1);
    else setEditing(editing === form ? null : form);
  }

  /** Closes a form; focus goes back to the button that opened it. */
  function close(saved: string | undefined, opener: HTMLButtonElement | null) {
    setEditing(null);
    if (saved) setAnnouncement(saved);
    opener?.focus();
  }
  return (
    <header className="space-y-4">
      <Link
        href="/jobs"
        className="inline-flex items-center gap-1 text-sm font-medium text-ink-muted hover:text-ink"
      >
        <span aria-hidden="true">←</span> All jobs
      </Link>
      <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-balance text-ink">{title}</h1>
          <div className="mt-2 flex flex-wrap items-center gap-x-5 gap-y-1">
            <dl className="flex flex-wrap gap-x-5 gap-y-1 text-ink-muted">
              {company ? (
                <div>
                  <dt className="sr-only">Company</dt>
                  <dd className="font-medium text-ink">{company}</dd>
                </div>
              ) : null}
              {location ? (
                <div className="flex items-center gap-1">
                  <dt>
                    <PinIcon />
                    <span className="sr-only">Location</span>
                  </dt>
                  <dd>{location}</dd>
                </div>
              ) : null}
              {payText ? (
                <div>
                  <dt className="sr-only">Pay</dt>
                  <dd className="font-medium text-ink">{payText}</dd>
                </div>
              ) : null}
              <div className="flex gap-1 text-sm">
                <dt className="self-center">Added</dt>
                <dd className="self-center">
                  <time dateTime={createdAt}>{formatDay(createdAt)}</time>
                </dd>
              </div>
              {/* Once the application is sent there is no reason to add a deadline. */}
              {applyBy || isStillToApply(applicationStatus) ? (
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                  <dt className="sr-only">Last day to apply</dt>
                  {applyBy ? (
                    <dd>
                      <ApplyByText applyBy={applyBy} applicationStatus={applicationStatus} />
                    </dd>
                  ) : null}
                  <dd>
                    <button
                      ref={toggleRef}
                      type="button"
                      aria-expanded={editing === 'applyBy'}
                      aria-controls={editing === 'applyBy' ? formId : undefined}
                      onClick={() => {
                        toggle('applyBy');
                      }}
                      className="font-medium text-accent underline-offset-4 hover:underline"
                    >
                      {applyBy ? (
                        <>
                          Change<span className="sr-only"> the last day to apply</span>
                        </>
                      ) : (
                        'Add the last day to apply'
                      )}
                    </button>
                  </dd>
                </div>
              ) : null}
            </dl>
            {url ? (
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="text-sm font-medium text-accent underline-offset-4 hover:underline"
              >
                View the original posting
                <span className="sr-only"> (opens in a new tab)</span>
                <span aria-hidden="true"> ↗</span>
              </a>
            ) : null}
            <button
              ref={detailsToggleRef}
              type="button"
              aria-expanded={editing === 'details'}
              aria-controls={editing === 'details' ? formId : undefined}
              onClick={() => {
                toggle('details');
              }}
              onPointerEnter={JobDetailsForm.prefetch}
              onFocus={JobDetailsForm.prefetch}
              className="inline-flex items-center gap-1.5 text-sm font-medium text-accent underline-offset-4 hover:underline"
            >
              <PencilIcon />
              Edit details
            </button>
          </div>
          {editing === 'details' ? (
            <JobDetailsForm
              id={formId}
              jobId={jobId}
              details={{ title, company, location, url }}
              closeRequests={detailsCloseRequests}
              onDone={(saved) => {
                close(saved, detailsToggleRef.current);
              }}
            />
          ) : editing === 'applyBy' ? (
            <ApplyByForm
              id={formId}
              jobId={jobId}
              applyBy={applyBy}
              onDone={(saved) => {
                close(saved, toggleRef.current);
              }}
            />
          ) : null}
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2 lg:justify-end">{actions}</div>
      </div>
    </header>
  );
}

/**
 * "Apply by Dec 5, 2026", "Closes tomorrow · Dec 5, 2026" or "Closed Nov 28, 2026" while the
 * application is still to send; once it is sent, the day alone, without urgency.
 */
function ApplyByText({
  applyBy,
  applicationStatus,
}: {
  applyBy: string;
  applicationStatus: ApplicationStatus | null;
}) {
  const status = applyByStatus(applyBy, localDay(), { withYear: true });
  if (!status || !isStillToApply(applicationStatus)) {
    return (
      <span>
        Apply by{' '}
        <time dateTime={applyBy}>{formatApplyByDay(applyBy, { withYear: true }) ?? applyBy}</time>
      </span>
    );
  }
  return (
    <time
      dateTime={applyBy}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${APPLY_BY_TONES[status.tone]}`}
    >
      {status.tone === 'closing' ? `${status.label} · ${status.day}` : status.label}
    </time>
  );
}

function PinIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4 text-ink-subtle">
      <path
        d="M8 14s4.5-4.2 4.5-7.5a4.5 4.5 0 0 0-9 0C3.5 9.8 8 14 8 14Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.4"
      />
      <circle cx="8" cy="6.5" r="1.6" fill="currentColor" />
    </svg>
  );
}
