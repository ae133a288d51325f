'use client';

import Link from 'next/link';
import { useId, useRef, useState, type ReactNode } from 'react';
import { localDay } from '@/components/pipeline/dates';
import type { ApplicationStatus } from '@/gql/graphql';
import { APPLY_BY_TONES, applyByStatus, formatApplyByDay, isStillToApply } from '@/lib/apply-by';
import { ApplyByForm } from './apply-by-form';
import { formatDay } from './dates';

/**
 * The job's title, company, place, link and dates (added, last day to apply, which can be
 * changed here), with the page's actions beside them.
 */
export function JobHeader({
  jobId,
  title,
  company,
  location,
  url,
  createdAt,
  applyBy,
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
  /** The status of the job's application, null when none was started. */
  applicationStatus: ApplicationStatus | null;
  actions: ReactNode;
}) {
  const formId = useId();
  const [isEditing, setIsEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);
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
          <dl className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-ink-muted">
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
                    aria-expanded={isEditing}
                    aria-controls={isEditing ? formId : undefined}
                    onClick={() => {
                      setAnnouncement('');
                      setIsEditing(!isEditing);
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
            {url ? (
              <div className="text-sm">
                <dt className="sr-only">Original posting</dt>
                <dd className="self-center">
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-accent underline-offset-4 hover:underline"
                  >
                    View the original posting
                    <span className="sr-only"> (opens in a new tab)</span>
                    <span aria-hidden="true"> ↗</span>
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          {isEditing ? (
            <ApplyByForm
              id={formId}
              jobId={jobId}
              applyBy={applyBy}
              onDone={(saved) => {
                setIsEditing(false);
                if (saved) setAnnouncement(saved);
                toggleRef.current?.focus();
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
