import Link from 'next/link';
import { ChevronIcon } from '@/components/icons';
import { PayAfterPlace } from '@/components/jobs/pay-after-place';
import { StatusBadge } from '../app/status-badge';
import { ButtonLink } from '../button-link';
import { webHref } from '@/lib/web-href';
import type { ApplicationDetails } from './application-queries';

export function ApplicationHeader({ application }: { application: ApplicationDetails }) {
  const { job } = application;
  const postingUrl = job.url ? webHref(job.url) : null;
  const place = [job.company, job.location].filter(Boolean).join(' · ');
  return (
    <header>
      <nav aria-label="Breadcrumb" className="text-sm">
        <Link
          href="/dashboard"
          className="inline-flex items-center gap-1 font-medium text-ink-muted hover:text-ink"
        >
          <ChevronIcon pointing="left" className="size-4" />
          Dashboard
        </Link>
      </nav>
      <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight break-words text-ink sm:text-3xl">
            {job.title}
          </h1>
          {place || job.pay ? (
            <p className="mt-1 text-ink-muted">
              {place}
              <PayAfterPlace pay={job.pay} hasPlace={place !== ''} />
            </p>
          ) : null}
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <StatusBadge status={application.status} />
            {application.matchScore !== null ? (
              <span className="rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-semibold text-accent ring-1 ring-accent-line ring-inset">
                Match {application.matchScore}
                <span className="sr-only"> out of 100</span>
              </span>
            ) : null}
          </div>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <ButtonLink href={`/jobs/${job.id}`} variant="secondary">
            Job and tailoring
          </ButtonLink>
          {postingUrl ? (
            <a
              href={postingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-9 items-center justify-center gap-1.5 rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap text-ink-muted transition-colors hover:bg-surface-muted hover:text-ink"
            >
              Original posting
              <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5">
                <path
                  d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          ) : null}
        </div>
      </div>
    </header>
  );
}
