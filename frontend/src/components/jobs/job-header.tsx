import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDay } from './dates';

/** The job's title, company, place, link and date, with the page's actions beside them. */
export function JobHeader({
  title,
  company,
  location,
  url,
  createdAt,
  actions,
}: {
  title: string;
  company: string | null;
  location: string | null;
  url: string | null;
  createdAt: string;
  actions: ReactNode;
}) {
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
        </div>
        <div className="flex flex-wrap items-start gap-2 lg:justify-end">{actions}</div>
      </div>
    </header>
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
