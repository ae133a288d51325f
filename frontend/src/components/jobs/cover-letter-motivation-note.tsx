import Link from 'next/link';

/**
 * Under the cover letter: where its reasons for applying come from. The engine writes only what
 * the resume shows; why this company is the person's to say, written once as the answer to the
 * application form's question, which every new draft then sets after the opening.
 */
export function CoverLetterMotivationNote({
  applicationId,
  motivation,
  isLetterDirty,
}: {
  applicationId: string;
  motivation: { question: string } | null;
  /** Unsaved edits would be lost on leaving the page, so the way there waits for a save. */
  isLetterDirty: boolean;
}) {
  if (motivation !== null)
    return (
      <p className="mt-1 text-sm break-words text-ink-subtle">
        New drafts set out your answer to “{motivation.question}” as your reasons for applying.
      </p>
    );
  return (
    <p className="mt-1 text-sm text-ink-subtle">
      Why this company is yours to say: write it here, or answer “Why do you want to work here?”
      under{' '}
      {isLetterDirty ? (
        'Questions on the form (on the application’s page, once this letter is saved)'
      ) : (
        <Link
          href={`/applications/${applicationId}#answers`}
          className="font-medium text-accent underline decoration-accent-line underline-offset-2 hover:decoration-current"
        >
          Questions on the form
        </Link>
      )}{' '}
      and New draft puts it in.
    </p>
  );
}
