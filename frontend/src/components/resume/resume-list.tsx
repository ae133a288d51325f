'use client';

import type { ResumePageResumeFragment } from '@/gql/graphql';
import { ResumeActions } from './resume-actions';
import { BaseBadge, formatUpdated } from './resume-badge';

/** The switcher shown when there are several resumes: open one, make it base, delete it. */
export function ResumeList({
  resumes,
  selectedId,
  onSelect,
  onDeleted,
}: {
  resumes: readonly ResumePageResumeFragment[];
  selectedId: string;
  onSelect: (id: string) => void;
  onDeleted: (id: string) => void;
}) {
  return (
    <section aria-labelledby="resume-list-title">
      <h2 id="resume-list-title" className="text-lg font-semibold text-ink">
        Your resumes
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        Jobs are matched and tailored against the base resume. Pick one to edit it.
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {resumes.map((resume) => {
          const isSelected = resume.id === selectedId;
          const subtitle = [resume.name, resume.headline].filter(Boolean).join(' · ');
          return (
            <li
              key={resume.id}
              className={`flex flex-col gap-3 rounded-xl border p-4 transition-colors ${
                isSelected
                  ? 'border-accent-line bg-accent-soft'
                  : 'border-line bg-surface hover:border-line-strong'
              }`}
            >
              <div className="min-w-0">
                <button
                  type="button"
                  aria-current={isSelected ? 'true' : undefined}
                  onClick={() => {
                    onSelect(resume.id);
                  }}
                  className="block max-w-full truncate text-left font-semibold text-ink underline-offset-4 hover:underline"
                >
                  <span className="sr-only">{isSelected ? 'Editing: ' : 'Edit: '}</span>
                  {resume.title}
                </button>
                {subtitle ? (
                  <p className="mt-0.5 truncate text-sm text-ink-muted">{subtitle}</p>
                ) : null}
                <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-subtle">
                  {resume.isBase ? <BaseBadge /> : null}
                  <span>
                    Updated{' '}
                    <time dateTime={resume.updatedAt}>{formatUpdated(resume.updatedAt)}</time>
                  </span>
                  {isSelected ? (
                    <span aria-hidden="true" className="font-semibold text-accent">
                      Editing
                    </span>
                  ) : null}
                </p>
              </div>
              <div className="mt-auto">
                <ResumeActions resume={resume} onDeleted={onDeleted} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
