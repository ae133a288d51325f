'use client';

import { useQuery } from '@apollo/client/react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { AppLink } from '@/components/app-link';
import { buttonClasses } from '@/components/button-link';
import { ApplicationInterviewPrepDocument } from '@/gql/documents/ApplicationInterviewPrepDocument';
import { problemOf } from '@/lib/graphql-errors';
import { interviewPrepOf } from './interview-prep-rules';

const HEADING = 'text-sm font-semibold text-ink';
const HINT = 'mt-0.5 text-sm text-ink-muted';
const CHIP =
  'rounded-full bg-surface px-2.5 py-0.5 text-sm font-medium text-ink ring-1 ring-line ring-inset';

/**
 * What to prepare for this application's interviews, from its match against the base resume:
 * the resume lines to tell as stories (each with the must-haves it proves), the must-haves to
 * have an honest answer for, and the nice-to-haves worth a mention. Read when opened.
 */
export function InterviewPrep({ id, applicationId }: { id: string; applicationId: string }) {
  const { data, loading, error, refetch } = useQuery(ApplicationInterviewPrepDocument, {
    variables: { id: applicationId },
    // The match changes when the job or the base resume does: read it as it is now.
    fetchPolicy: 'cache-and-network',
  });
  const match = data?.application?.match;

  let content;
  if (!data && error) {
    content = (
      <div className="space-y-3">
        <FormAlert message={problemOf(error).message} />
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses('secondary', 'md')}
        >
          Try again
        </button>
      </div>
    );
  } else if (!data) {
    content = (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner /> {loading ? 'Reading your match…' : 'Loading…'}
      </p>
    );
  } else if (!match) {
    content = (
      <p className="text-sm text-ink-muted">
        This application has no match yet: it is scored against your base resume. Choose one on the{' '}
        <AppLink
          href="/resume"
          className="font-medium text-accent underline-offset-2 hover:underline"
        >
          Resume page
        </AppLink>{' '}
        to see what to prepare.
      </p>
    );
  } else {
    const prep = interviewPrepOf(match);
    const isEmpty = prep.stories.length === 0 && prep.gaps.length === 0 && prep.extras.length === 0;
    content = isEmpty ? (
      <p className="text-sm text-ink-muted">
        The posting names no skills the engine knows, so there is nothing specific to prepare from
        it. Read it again before the interview.
      </p>
    ) : (
      <div className="space-y-5">
        {prep.stories.length > 0 ? (
          <div>
            <h3 className={HEADING}>Stories to have ready</h3>
            <p className={HINT}>
              What the posting requires, as your resume proves it. Tell each as a story: the
              situation, what you did, and the result, with a number where you have one.
            </p>
            <ol className="mt-3 space-y-3">
              {prep.stories.map((story) => (
                <li
                  key={story.skills.join('\u0000')}
                  className="rounded-lg bg-surface p-3 ring-1 ring-line"
                >
                  <p className="text-sm font-semibold text-ink">{story.skills.join(' · ')}</p>
                  {story.line === null ? (
                    <p className="mt-1 text-sm text-ink-muted">
                      Only listed under Skills: think of a time you used it, to tell.
                    </p>
                  ) : (
                    <>
                      <blockquote className="mt-1.5 border-l-2 border-accent-line pl-2.5 text-sm break-words text-ink">
                        {story.line}
                      </blockquote>
                      {story.where ? (
                        <p className="mt-1 text-xs text-ink-subtle">{story.where}</p>
                      ) : null}
                    </>
                  )}
                </li>
              ))}
            </ol>
          </div>
        ) : null}
        {prep.gaps.length > 0 ? (
          <div>
            <h3 className={HEADING}>Questions to have an answer for</h3>
            <p className={HINT}>
              The posting asks for these and your resume does not show them. Prepare an honest
              answer: what comes closest, and how you would get up to speed.
            </p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {prep.gaps.map((name) => (
                <li key={name} className={CHIP}>
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {prep.extras.length > 0 ? (
          <div>
            <h3 className={HEADING}>Worth a mention</h3>
            <p className={HINT}>Nice-to-haves of the posting that your resume shows.</p>
            <ul className="mt-2 flex flex-wrap gap-1.5">
              {prep.extras.map((name) => (
                <li key={name} className={CHIP}>
                  {name}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <div id={id} className="mt-3 rounded-lg border border-line bg-surface-muted/60 p-3 sm:p-4">
      {content}
    </div>
  );
}
