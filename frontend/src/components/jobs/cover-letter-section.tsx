import type { JobPageApplicationFragment } from '@/gql/graphql';
import { CoverLetterEditor } from './cover-letter-editor';

/** The cover letter draft, or what brings one. */
export function CoverLetterSection({
  application,
  company,
  hasBaseResume,
}: {
  application: JobPageApplicationFragment | null;
  company: string | null;
  hasBaseResume: boolean;
}) {
  if (application?.coverLetter == null) {
    return (
      <p className="text-sm text-ink-muted">
        {hasBaseResume
          ? 'Tailoring your resume (above) drafts a cover letter for this job from your own resume lines. You can then edit, copy or download it here.'
          : 'A cover letter is drafted from your resume when you tailor it to this job. Import your resume first.'}
      </p>
    );
  }
  return (
    <CoverLetterEditor
      // A new tailoring redrafts the letter: start from the new draft.
      key={application.tailoredResume?.tailoredAt ?? application.id}
      applicationId={application.id}
      version={application.version}
      savedText={application.coverLetter}
      motivation={application.coverLetterMotivation ?? null}
      company={company}
    />
  );
}
