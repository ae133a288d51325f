'use client';

import { useMutation } from '@apollo/client/react';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { buttonClasses } from '@/components/button-link';
import { RedraftIcon } from '@/components/icons';
import { JobPageRedraftCoverLetterDocument } from '@/gql/documents/JobPageRedraftCoverLetterDocument';
import { problemOf } from '@/lib/graphql-errors';

const RedraftCoverLetterMutation = JobPageRedraftCoverLetterDocument;

/**
 * "New draft": the letter written again from the tailored resume as it is (the person's edits
 * to it kept) for the job as it is now — after the job changed, say. It replaces the letter,
 * so it asks first.
 */
export function CoverLetterRedraft({
  applicationId,
  version,
  disabled,
  onRedrafted,
  onProblem,
}: {
  applicationId: string;
  /** The version the page shows: a letter changed meanwhile in another tab is not replaced. */
  version: number;
  disabled: boolean;
  onRedrafted: (text: string) => void;
  onProblem: (message: string) => void;
}) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();
  const [redraft, { loading }] = useMutation(RedraftCoverLetterMutation);

  async function run() {
    try {
      const result = await redraft({
        variables: { input: { id: applicationId, expectedVersion: version } },
      });
      const text = result.data?.redraftCoverLetter.coverLetter;
      cancel();
      if (text != null) onRedrafted(text);
    } catch (caught) {
      cancel();
      onProblem(`No new draft was written. ${problemOf(caught).message}`);
    }
  }

  if (isConfirming) {
    return (
      <div
        role="group"
        aria-label="Confirm a new draft"
        className="flex w-full flex-col gap-3 rounded-lg border border-warn-line bg-warn-soft p-3"
      >
        <p className="text-sm text-ink">
          A new draft is written from your tailored resume, as you left it, for the job as it is
          now, greeting the hiring manager by name when the application lists one among its
          contacts. It replaces this letter and your changes to it.
        </p>
        <ConfirmButtons
          cancelRef={cancelRef}
          isPending={loading}
          onCancel={cancel}
          onConfirm={() => void run()}
          cancelLabel="Keep this letter"
          confirmLabel="Yes, write a new draft"
          pendingLabel="Writing…"
          className="flex flex-wrap gap-2"
        />
      </div>
    );
  }
  return (
    <button
      ref={triggerRef}
      type="button"
      onClick={ask}
      disabled={disabled}
      className={buttonClasses('ghost', 'md', 'sm:ml-auto')}
    >
      <RedraftIcon />
      New draft
    </button>
  );
}
