'use client';

import { useQuery } from '@apollo/client/react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { useParams, useRouter } from 'next/navigation';
import { useCallback, useEffect } from 'react';
import { signInPathFor } from '@/lib/api';
import { problemOf } from '@/lib/graphql-errors';
import { isNotSentYet } from '@/lib/not-sent-yet';
import { FormAlert } from '../account/fields';
import { Spinner } from '../account/spinner';
import { ButtonLink, buttonClasses } from '../button-link';
import { ApplicationPageQuery } from './application-queries';

// The controls below the header need the query's answer: they load in their own chunks,
// fetched while the query runs, which keeps the route within its JavaScript budget.
function preloadControls() {
  return Promise.all([
    ApplicationAnswersSection.preload(),
    ApplicationDetails.preload(),
    ApplicationHeader.preload(),
    ApplicationTasksSection.preload(),
    ApplicationTimeline.preload(),
    ContactsSection.preload(),
    FollowUpControl.preload(),
    InterviewsSection.preload(),
    NoteForm.preload(),
    OfferSection.preload(),
    StatusControl.preload(),
  ]);
}
const ApplicationAnswersSection = lazyComponent(() =>
  import('./application-answers-section').then((module) => module.ApplicationAnswersSection),
);
const ApplicationReadiness = lazyComponent(() =>
  import('./application-readiness').then((module) => module.ApplicationReadiness),
);
const ApplicationDetails = lazyComponent(() =>
  import('./application-details').then((module) => module.ApplicationDetails),
);
const ApplicationHeader = lazyComponent(() =>
  import('./application-header').then((module) => module.ApplicationHeader),
);
const ApplicationTasksSection = lazyComponent(() =>
  import('./application-tasks-section').then((module) => module.ApplicationTasksSection),
);
const ApplicationTimeline = lazyComponent(() =>
  import('./application-timeline').then((module) => module.ApplicationTimeline),
);
const ContactsSection = lazyComponent(() =>
  import('./contacts-section').then((module) => module.ContactsSection),
);
const FollowUpControl = lazyComponent(() =>
  import('./follow-up-control').then((module) => module.FollowUpControl),
);
const InterviewsSection = lazyComponent(() =>
  import('./interviews-section').then((module) => module.InterviewsSection),
);
const NoteForm = lazyComponent(() => import('./note-form').then((module) => module.NoteForm));
// Drawn only once the application has reached Offer; small, and fetched with the others so that
// it never pops in.
const OfferSection = lazyComponent(() =>
  import('./offer-section').then((module) => module.OfferSection),
);
const StatusControl = lazyComponent(() =>
  import('./status-control').then((module) => module.StatusControl),
);

/** Codes that mean "there is no such application for you" (a malformed id included). */
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'BAD_USER_INPUT']);

function NotFound() {
  return (
    <div className="mx-auto max-w-lg py-12 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-ink">Application not found</h1>
      <p className="mt-3 text-ink-muted">
        It may have been deleted with its job, or the link belongs to another account.
      </p>
      <ButtonLink href="/dashboard" className="mt-6">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}

/**
 * One application: its status and moves, its offer, its tasks, interviews, the questions of its
 * form, follow-up, contacts, notes and history.
 */
export function ApplicationView() {
  const params = useParams<{ id: string }>();
  const router = useRouter();
  const id = params.id;
  const { data, loading, error, refetch } = useQuery(ApplicationPageQuery, {
    variables: { id },
    fetchPolicy: 'cache-and-network',
  });
  const reload = useCallback(() => {
    void refetch();
  }, [refetch]);
  const application = data?.application;
  const problem = error ? problemOf(error) : null;

  const hasControls = usePreload(preloadControls);

  useEffect(() => {
    if (problem?.code === 'UNAUTHENTICATED') router.replace(signInPathFor(`/applications/${id}`));
  }, [problem?.code, router, id]);

  useEffect(() => {
    if (application) document.title = `${application.job.title} · Resume Agent`;
  }, [application]);

  if (application && hasControls) {
    return (
      <div className="space-y-8">
        <ApplicationHeader application={application} />
        {/* Phones read status, offer, tasks, interviews, questions, follow-up, contacts,
            details, history; wide screens put follow-up, contacts and details in a side column
            that spans the other three rows. The offer, once there is one, is what the
            application is about: it comes first after the status. The tasks are the next steps
            to take, which is what the page is opened to look for: right under them. The
            questions' answers run to paragraphs: they take the wide column. */}
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:grid-rows-[auto_auto_1fr]">
          <div className="min-w-0 lg:col-start-1 lg:row-start-1">
            <StatusControl application={application} onStale={reload} />
          </div>
          <div className="min-w-0 space-y-6 lg:col-start-1 lg:row-start-2">
            {/* Until it is sent, what goes with it is what the page is opened to check. */}
            {isNotSentYet(application.status) ? (
              <ApplicationReadiness applicationId={application.id} />
            ) : null}
            <OfferSection application={application} onStale={reload} />
            <ApplicationTasksSection application={application} onStale={reload} />
            <InterviewsSection application={application} onStale={reload} />
            <ApplicationAnswersSection application={application} onStale={reload} />
          </div>
          <div className="min-w-0 space-y-6 lg:col-start-2 lg:row-span-3 lg:row-start-1">
            <FollowUpControl application={application} onStale={reload} />
            <ContactsSection application={application} onStale={reload} />
            <ApplicationDetails application={application} onStale={reload} />
          </div>
          <section
            aria-labelledby="history-heading"
            className="min-w-0 self-start rounded-xl border border-line bg-surface p-5 lg:col-start-1 lg:row-start-3"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="history-heading" className="text-base font-semibold text-ink">
                History
              </h2>
              <p className="text-xs text-ink-subtle">Newest first</p>
            </div>
            <div className="mt-4">
              <NoteForm application={application} onStale={reload} />
            </div>
            <div className="mt-6 border-t border-line pt-6">
              <ApplicationTimeline events={application.events} />
            </div>
          </section>
        </div>
      </div>
    );
  }

  // The query answers null for an id that is not (or no longer) the user's.
  if (data) return <NotFound />;
  if (problem && NOT_FOUND_CODES.has(problem.code)) return <NotFound />;
  if (problem) {
    return (
      <div className="max-w-lg space-y-4 py-10">
        <h1 className="text-2xl font-bold tracking-tight text-ink">Application</h1>
        <FormAlert message={problem.message} />
        <button type="button" onClick={reload} className={buttonClasses('secondary', 'md')}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-2 py-16 text-ink-muted">
      <Spinner className="size-5" /> {loading ? 'Loading the application…' : 'Loading…'}
    </p>
  );
}
