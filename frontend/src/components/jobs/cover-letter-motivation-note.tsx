import Link from 'next/link';
import { linkToAnswer, whyCompanyQuestion } from '@/components/pipeline/use-linked-question';

/**
 * Under the cover letter: where its reasons for applying come from. The engine writes only what
 * the resume shows; why this company is the person's to say, written once as the answer to the
 * application form's question, which every new draft then sets after the opening.
 */
export function CoverLetterMotivationNote({
  applicationId,
  motivation,
  company,
  isLetterDirty,
}: {
  applicationId: string;
  motivation: { question: string } | null;
  company: string | null;
  /** Unsaved edits would be lost on leaving the page, so the way there waits for a save. */
  isLetterDirty: boolean;
}) {
  if (motivation !== null)
    return (
      <p className="mt-1 text-sm break-words text-ink-subtle">
        New drafts set out your answer to “{motivation.question}” as your reasons for applying.
      </p>
    );
  const question = whyCompanyQuestion(company);
  return (
    <p className="mt-1 text-sm break-words text-ink-subtle">
      Why this company is yours to say: write it here, or{' '}
      {isLetterDirty ? (
        `answer “${question}” on the application’s page once this letter is saved,`
      ) : (
        <Link
          href={linkToAnswer(applicationId, question)}
          className="font-medium text-accent underline decoration-accent-line underline-offset-2 hover:decoration-current"
        >
          answer “{question}”
        </Link>
      )}{' '}
      and New draft puts it in.
    </p>
  );
}
