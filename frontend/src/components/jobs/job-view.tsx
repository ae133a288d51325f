'use client';

import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { ButtonLink } from '@/components/button-link';
import { useHashArrival } from '@/components/use-anchor-arrival';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { JobPageDocument } from '@/gql/documents/JobPageDocument';
import { problemOf } from '@/lib/graphql-errors';
import { TailorResumeMutation } from './application-fragment';
import { NoBaseResumeNotice } from './no-base-resume-notice';
import { PageSection } from './page-section';
import { QueryProblem } from './query-problem';
import { TailorButton } from './tailor-button';

const JobPageQuery = JobPageDocument;

/** Fetch the on-demand parts of the page while its query runs, not after it. */
function preloadSections() {
  return Promise.all([
    MatchBreakdown.preload(),
    JobHeader.preload(),
    PostingView.preload(),
    ApplicationAction.preload(),
    DeleteJobButton.preload(),
    TailorSection.preload(),
    CoverLetterSection.preload(),
    KnownAtCompany.preload(),
  ]);
}
const ApplicationAction = lazyComponent(() =>
  import('./application-action').then((module) => module.ApplicationAction),
);
const DeleteJobButton = lazyComponent(() =>
  import('./delete-job-button').then((module) => module.DeleteJobButton),
);
const TailorSection = lazyComponent(() =>
  import('./tailor-section').then((module) => module.TailorSection),
);
const CoverLetterSection = lazyComponent(() =>
  import('./cover-letter-section').then((module) => module.CoverLetterSection),
);
// Drawn once the job has loaded: their code arrives alongside the query (usePreload).
const MatchBreakdown = lazyComponent(() =>
  import('@/components/match/match-breakdown').then((module) => module.MatchBreakdown),
);
const JobHeader = lazyComponent(() => import('./job-header').then((module) => module.JobHeader));
const KnownAtCompany = lazyComponent(() =>
  import('./known-at-company').then((module) => module.KnownAtCompany),
);
const PostingView = lazyComponent(() =>
  import('./posting-view').then((module) => module.PostingView),
);

const SECTIONS = [
  { id: 'match', label: 'Match' },
  { id: 'tailored', label: 'Tailored resume' },
  { id: 'cover-letter', label: 'Cover letter' },
  { id: 'posting', label: 'Posting' },
] as const;

/** One job: its match explained, the tailored resume and cover letter, and the posting. */
export function JobView() {
  const params = useParams<{ id: string }>();
  const jobId = params.id;
  const { data, error, loading, refetch } = useQuery(JobPageQuery, {
    variables: { id: jobId },
    fetchPolicy: 'cache-and-network',
  });
  const [tailorResume, { loading: isTailoring }] = useMutation(TailorResumeMutation);
  const hasSections = usePreload(preloadSections);
  const [tailorError, setTailorError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');

  async function runTailor() {
    setTailorError(undefined);
    setAnnouncement('');
    document.getElementById('tailored')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    try {
      await tailorResume({ variables: { jobId } });
      setAnnouncement('Your tailored resume and cover letter draft are ready.');
      // The button that started it may be gone: put focus where the result is.
      document.getElementById('tailored-title')?.focus({ preventScroll: true });
    } catch (caught) {
      setTailorError(`Could not tailor the resume. ${problemOf(caught).message}`);
    }
  }

  async function reloadTailored() {
    const result = await refetch();
    const fresh = result.data?.job?.application;
    return fresh?.tailoredResume ? fresh.version : undefined;
  }

  const job = data?.job;
  // The application page links to a part of this one (#tailored, #cover-letter), drawn once the
  // job and the parts' code are here: long after the browser looked for it.
  useHashArrival(job != null && hasSections);
  const pageTitle = job ? [job.title, job.company].filter(Boolean).join(' at ') : null;
  useEffect(() => {
    // The page's static metadata cannot know the job: name it once it has loaded.
    if (pageTitle) document.title = `${pageTitle} · Resume Agent`;
  }, [pageTitle]);

  if (error && problemOf(error).code === 'NOT_FOUND') return <JobNotFound />;
  if (!data || !hasSections) {
    if (error && !data) {
      return <QueryProblem error={error} what="this job" onRetry={() => void refetch()} />;
    }
    return (
      <p role="status" className="flex items-center gap-2 py-16 text-ink-muted">
        <Spinner className="size-5" /> {loading ? 'Loading the job…' : ''}
      </p>
    );
  }
  if (!job) return <JobNotFound />;

  const baseResume = data.resumes.find((resume) => resume.isBase) ?? null;
  const application = job.application;
  const hasPosting = Boolean(job.descriptionText?.trim());
  const canTailor = baseResume !== null && hasPosting;

  return (
    <div className="space-y-8">
      <JobHeader
        jobId={job.id}
        title={job.title}
        company={job.company}
        location={job.location}
        url={job.url}
        createdAt={job.createdAt}
        applyBy={job.applyBy}
        pay={job.pay ?? null}
        applicationStatus={application?.status ?? null}
        actions={
          <>
            {canTailor && !application?.tailoredResume ? (
              <TailorButton onTailor={() => void runTailor()} isTailoring={isTailoring} />
            ) : null}
            <ApplicationAction jobId={job.id} application={application} />
            <DeleteJobButton
              jobId={job.id}
              jobTitle={job.title}
              hasApplication={application !== null}
            />
          </>
        }
      />

      {job.company?.trim() && job.peopleAtCompany.totalCount > 0 ? (
        <KnownAtCompany jobId={job.id} company={job.company.trim()} known={job.peopleAtCompany} />
      ) : null}

      <nav aria-label="On this page" className="-mt-2 flex flex-wrap gap-2">
        {SECTIONS.map((section) => (
          <a
            key={section.id}
            href={`#${section.id}`}
            className="rounded-full border border-line px-3 py-1 text-sm font-medium text-ink-muted transition-colors hover:border-accent-line hover:bg-accent-soft hover:text-ink"
          >
            {section.label}
          </a>
        ))}
      </nav>

      <PageSection
        id="match"
        title="How well your resume matches"
        description={
          job.match
            ? 'Your base resume against this posting. Open a skill to see the lines that prove it.'
            : undefined
        }
      >
        {job.match ? (
          <MatchBreakdown match={job.match} headingLevel={3} />
        ) : !baseResume ? (
          <NoBaseResumeNotice>
            The score appears once you import a resume: it is matched against this posting at once.
          </NoBaseResumeNotice>
        ) : !hasPosting ? (
          <p className="text-sm text-ink-muted">
            There is no posting text to score.{' '}
            <a href="#posting" className="font-medium text-accent hover:underline">
              Add the posting&apos;s text
            </a>{' '}
            to see how well your resume matches it.
          </p>
        ) : (
          <p className="text-sm text-ink-muted">
            No score yet: your base resume may be empty.{' '}
            <a href="/resume" className="font-medium text-accent hover:underline">
              Check your resume
            </a>
            .
          </p>
        )}
      </PageSection>

      <PageSection id="tailored" title="Tailored resume">
        <TailorSection
          application={application}
          baseResume={baseResume}
          hasPosting={hasPosting}
          tailor={{
            run: () => void runTailor(),
            reload: reloadTailored,
            isTailoring,
            error: tailorError,
            announcement,
          }}
        />
      </PageSection>

      <PageSection id="cover-letter" title="Cover letter">
        <CoverLetterSection
          application={application}
          company={job.company}
          hasBaseResume={baseResume !== null}
        />
      </PageSection>

      <PageSection id="posting" title="The posting">
        <PostingView
          jobId={job.id}
          posting={job.posting}
          descriptionText={job.descriptionText}
          hasTailoredResume={Boolean(application?.tailoredResume)}
        />
      </PageSection>
    </div>
  );
}

function JobNotFound() {
  return (
    <div className="mx-auto max-w-lg py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Job not found</h1>
      <p className="mt-3 text-ink-muted">
        This job does not exist, was deleted, or belongs to another account.
      </p>
      <ButtonLink href="/jobs" variant="primary" size="md" className="mt-6">
        Back to your jobs
      </ButtonLink>
    </div>
  );
}
