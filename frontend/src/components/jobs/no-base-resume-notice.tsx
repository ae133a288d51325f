import { AppLink } from '../app-link';

/** Scores need a base resume: says so and links to where one is imported. */
export function NoBaseResumeNotice({ children }: { children?: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-accent-line bg-accent-soft px-4 py-3.5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-ink">
        {children ??
          'Match scores appear once you import a resume: every job is scored against your base resume.'}
      </p>
      <AppLink
        href="/resume"
        className="shrink-0 text-sm font-semibold text-accent underline-offset-4 hover:underline"
      >
        Import your resume <span aria-hidden="true">→</span>
      </AppLink>
    </div>
  );
}
