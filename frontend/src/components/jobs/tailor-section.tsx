import { Spinner } from '@/components/account/spinner';
import type { JobPageApplicationFragment } from '@/gql/graphql';
import { NoBaseResumeNotice } from './no-base-resume-notice';
import { TailorButton } from './tailor-button';
import { TailoredView } from './tailored-view';

export interface TailorState {
  run: () => void;
  /** Fetches the job again; resolves to the application's version, undefined when untailored. */
  reload: () => Promise<number | undefined>;
  isTailoring: boolean;
  error: string | undefined;
  /** Said to screen readers when tailoring finishes. */
  announcement: string;
}

/** The tailored resume, or how to get one. */
export function TailorSection({
  application,
  baseResume,
  hasPosting,
  tailor,
}: {
  application: JobPageApplicationFragment | null;
  baseResume: { content: unknown; updatedAt: string; ignoredFindings: readonly string[] } | null;
  hasPosting: boolean;
  tailor: TailorState;
}) {
  const tailored = application?.tailoredResume ?? null;
  return (
    <div>
      <div role="status" aria-live="polite">
        {tailor.isTailoring ? (
          <p className="mb-5 flex items-center gap-3 rounded-lg border border-accent-line bg-accent-soft px-4 py-3 text-sm font-medium text-ink">
            <Spinner className="size-5 text-accent" />
            Tailoring your resume and drafting a cover letter… This takes a few seconds.
          </p>
        ) : tailor.announcement ? (
          <p className="sr-only">{tailor.announcement}</p>
        ) : null}
      </div>
      {tailor.error ? (
        <p
          role="alert"
          className="mb-5 rounded-lg border border-bad/30 bg-bad/10 px-3 py-2.5 text-sm font-medium text-bad"
        >
          {tailor.error}
        </p>
      ) : null}

      {!baseResume ? (
        <NoBaseResumeNotice>
          Tailoring starts from your base resume: import your resume first, then come back to tailor
          it to this job.
        </NoBaseResumeNotice>
      ) : !hasPosting ? (
        <p className="text-sm text-ink-muted">
          This job has no posting text to tailor to.{' '}
          <a href="#posting" className="font-medium text-accent hover:underline">
            Add the posting&apos;s text
          </a>{' '}
          to tailor your resume to it.
        </p>
      ) : tailored && application ? (
        <TailoredView
          applicationId={application.id}
          applicationVersion={application.version}
          tailored={tailored}
          baseContent={baseResume.content}
          baseIgnoredFindings={baseResume.ignoredFindings}
          isBaseNewer={Date.parse(baseResume.updatedAt) > Date.parse(tailored.tailoredAt)}
          isJobChanged={tailored.jobChangedAt !== null}
          tailor={tailor}
          onReload={tailor.reload}
        />
      ) : (
        <div className="rounded-xl border border-dashed border-accent-line bg-accent-soft/50 px-5 py-8 text-center sm:px-8">
          <p className="mx-auto max-w-xl text-ink">
            Make a version of your base resume for this job: your most relevant lines first, the
            rest trimmed, and a summary that speaks to the posting. A cover letter draft comes with
            it. Nothing is invented — every line comes from your resume.
          </p>
          <div className="mt-5">
            <TailorButton onTailor={tailor.run} isTailoring={tailor.isTailoring} size="lg" />
          </div>
        </div>
      )}
    </div>
  );
}
