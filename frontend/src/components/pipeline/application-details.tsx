import Link from 'next/link';
import type { ApplicationDetails as Details } from './application-queries';
import { formatInstant } from '@/lib/dates';
import { SourceRow } from './source-row';

function Row({ term, iso }: { term: string; iso: string | null }) {
  return (
    <div className="flex justify-between gap-4 py-2 first:pt-0 last:pb-0">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="text-right text-ink">
        {iso ? <time dateTime={iso}>{formatInstant(iso)}</time> : '—'}
      </dd>
    </div>
  );
}

/**
 * Dates, where the application came from (set here), the tailored documents, and notes an
 * integration stored on the application.
 */
export function ApplicationDetails({
  application,
  onStale,
}: {
  application: Details;
  onStale: () => void;
}) {
  const jobHref = `/jobs/${application.job.id}`;
  return (
    <section
      aria-labelledby="details-heading"
      className="rounded-xl border border-line bg-surface p-5"
    >
      <h2 id="details-heading" className="text-base font-semibold text-ink">
        Details
      </h2>
      <dl className="mt-3 divide-y divide-line text-sm">
        <Row term="Started" iso={application.createdAt} />
        <Row term="Applied" iso={application.appliedAt} />
        <SourceRow
          applicationId={application.id}
          source={application.source}
          jobUrl={application.job.url}
          onStale={onStale}
        />
        <Row term="Tailored" iso={application.tailoredResume?.tailoredAt ?? null} />
        <Row term="Last change" iso={application.updatedAt} />
      </dl>

      {application.tailoredResume ? null : (
        <p className="mt-4 text-sm text-ink-muted">
          No tailored resume yet.{' '}
          <Link
            href={jobHref}
            className="font-medium text-accent underline-offset-2 hover:underline"
          >
            Tailor it on the job page
          </Link>
          .
        </p>
      )}

      {application.coverLetter ? (
        <details className="group mt-4 rounded-lg border border-line">
          <summary className="cursor-pointer list-none rounded-lg px-3 py-2 text-sm font-medium text-ink hover:bg-surface-muted [&::-webkit-details-marker]:hidden">
            <span
              aria-hidden="true"
              className="mr-1.5 inline-block transition-transform group-open:rotate-90"
            >
              ›
            </span>
            Cover letter
          </summary>
          <div className="border-t border-line px-3 py-3">
            <p className="max-h-80 overflow-y-auto text-sm break-words whitespace-pre-wrap text-ink">
              {application.coverLetter}
            </p>
            <Link
              href={jobHref}
              className="mt-3 inline-block text-sm font-medium text-accent underline-offset-2 hover:underline"
            >
              Edit on the job page
            </Link>
          </div>
        </details>
      ) : null}

      {application.notes ? (
        <div className="mt-4">
          <h3 className="text-sm font-medium text-ink">Notes field</h3>
          <p className="mt-1 text-sm break-words whitespace-pre-wrap text-ink-muted">
            {application.notes}
          </p>
        </div>
      ) : null}
    </section>
  );
}
