'use client';

import { useQuery } from '@apollo/client/react';
import { lazyComponent, usePreload } from '@/components/lazy-component';
import { useRouter } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormAlert } from '@/components/account/fields';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { type ConfirmQuestion, useConfirmDialog } from '@/components/confirm-dialog';
import type { ResumePageResumeFragment } from '@/gql/graphql';
import { problemOf } from '@/lib/graphql-errors';
import { ImportNotice, type ImportOutcome } from './import-notice';
import { ResumePageQuery } from './operations';
import { BaseBadge, formatUpdated } from './resume-badge';

// The editor and the importer are most of this route's code and need the query's answer
// first: they load in their own chunks, fetched while the query runs (see the effect below).
function preloadPanels() {
  return Promise.all([
    StoredResumeEditor.preload(),
    ResumeImporter.preload(),
    ResumeActions.preload(),
    ExportMenu.preload(),
    ResumeList.preload(),
    SkillDemandPanel.preload(),
  ]);
}
const ResumeList = lazyComponent(() => import('./resume-list').then((module) => module.ResumeList));
const ResumeActions = lazyComponent(() =>
  import('./resume-actions').then((module) => module.ResumeActions),
);
const ExportMenu = lazyComponent(() => import('./export-menu').then((module) => module.ExportMenu));
const StoredResumeEditor = lazyComponent(() =>
  import('./stored-resume-editor').then((module) => module.StoredResumeEditor),
);
const ResumeImporter = lazyComponent(() =>
  import('./resume-importer').then((module) => module.ResumeImporter),
);
const SkillDemandPanel = lazyComponent(() =>
  import('./skill-demand-panel').then((module) => module.SkillDemandPanel),
);

const DISCARD_QUESTION: ConfirmQuestion = {
  title: 'Discard your changes?',
  body: 'You have unsaved changes in this resume. Another resume opens in its place, and the changes are lost.',
  cancelLabel: 'Keep editing',
  confirmLabel: 'Discard changes',
};

/** The resume page: import, pick, edit and export the user's resumes. */
export function ResumeView() {
  const router = useRouter();
  const { data, loading, error, refetch } = useQuery(ResumePageQuery);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [isDirty, setIsDirty] = useState(false);
  const [isImportOpen, setIsImportOpen] = useState(false);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const selectedHeadingRef = useRef<HTMLHeadingElement>(null);
  const { ask, dialog } = useConfirmDialog();

  const hasPanels = usePreload(preloadPanels);

  const problem = error ? problemOf(error) : undefined;
  useEffect(() => {
    if (problem?.code === 'UNAUTHENTICATED') router.replace('/sign-in?next=/resume');
  }, [problem?.code, router]);

  useEffect(() => {
    if (focusRequest > 0) selectedHeadingRef.current?.focus();
  }, [focusRequest]);

  const resumes = data?.resumes ?? [];
  const selected = resumes.find((resume) => resume.id === selectedId) ?? resumes[0];

  async function select(id: string, { force = false, focus = true } = {}) {
    if (id === selected?.id) return;
    if (isDirty && !force && !(await ask(DISCARD_QUESTION))) return;
    setSelectedId(id);
    if (focus) setFocusRequest((count) => count + 1);
  }

  async function onImported(resume: ResumePageResumeFragment, warnings: readonly string[]) {
    setIsImportOpen(false);
    setOutcome({ title: resume.title, warnings });
    if (!isDirty || (await ask(DISCARD_QUESTION)))
      void select(resume.id, { force: true, focus: false });
  }

  const reload = useCallback(
    async (id: string) => {
      const result = await refetch();
      return result.data?.resumes.find((resume) => resume.id === id);
    },
    [refetch],
  );

  if ((loading && !data) || (data && !hasPanels)) {
    return (
      <p role="status" className="flex items-center gap-2 py-16 text-ink-muted">
        <Spinner className="size-5" /> Loading your resumes…
      </p>
    );
  }

  if (problem && !data) {
    return (
      <div className="max-w-lg space-y-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Resume</h1>
        <FormAlert
          message={
            problem.code === 'UNAUTHENTICATED'
              ? 'Your session ended. Taking you to sign in…'
              : `Could not load your resumes. ${problem.message}`
          }
        />
        <button
          type="button"
          onClick={() => void refetch()}
          className={buttonClasses('secondary', 'md')}
        >
          Try again
        </button>
      </div>
    );
  }

  if (!selected) {
    return (
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-ink">Resume</h1>
        <section
          aria-labelledby="resume-import-title"
          className="mt-6 rounded-2xl border border-line bg-surface p-5 shadow-xl shadow-brand-900/5 sm:p-8"
        >
          <h2 id="resume-import-title" className="text-xl font-semibold text-ink">
            Import your resume
          </h2>
          <p className="mt-2 text-ink-muted">
            Import your resume once; every job is matched and tailored against it. Bring a PDF, a
            Word document or a JSON Resume file, or paste the text. You can fix anything the
            importer misreads afterwards.
          </p>
          <div className="mt-6">
            <ResumeImporter
              hasResumes={false}
              onImported={(resume, warnings) => void onImported(resume, warnings)}
            />
          </div>
        </section>
      </div>
    );
  }

  const subtitle = [selected.name, selected.headline].filter(Boolean).join(' · ');

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight text-ink">Resume</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">
            Your base resume is what every job is matched and tailored against. Keep it complete:
            the tailor only picks from what is here.
          </p>
        </div>
        <button
          type="button"
          aria-expanded={isImportOpen}
          aria-controls="resume-import"
          onClick={() => {
            setIsImportOpen((open) => !open);
            // A new import gets its own notice; the last one has been read by now.
            setOutcome(null);
          }}
          className={buttonClasses(isImportOpen ? 'ghost' : 'secondary', 'md')}
        >
          {isImportOpen ? 'Close import' : 'Import another resume'}
        </button>
      </div>

      {isImportOpen ? (
        <section
          id="resume-import"
          aria-labelledby="resume-import-title"
          className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-6"
        >
          <h2 id="resume-import-title" className="text-lg font-semibold text-ink">
            Import another resume
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            Keep a resume per kind of role; the base one is used for matching.
          </p>
          <div className="mt-5">
            <ResumeImporter
              hasResumes
              onImported={(resume, warnings) => void onImported(resume, warnings)}
            />
          </div>
        </section>
      ) : null}

      {outcome ? (
        <ImportNotice
          outcome={outcome}
          onDismiss={() => {
            setOutcome(null);
          }}
        />
      ) : null}

      {resumes.length > 1 ? (
        <ResumeList
          resumes={resumes}
          selectedId={selected.id}
          onSelect={(id) => {
            void select(id);
          }}
          onDeleted={(id) => {
            if (id === selected.id) setSelectedId(null);
          }}
        />
      ) : null}

      <section aria-labelledby="resume-selected-title" className="space-y-6">
        <div className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <h2
                id="resume-selected-title"
                ref={selectedHeadingRef}
                tabIndex={-1}
                className="text-xl font-semibold break-words text-ink"
              >
                {selected.title}
              </h2>
              {selected.isBase ? <BaseBadge /> : null}
            </div>
            {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
            <p className="mt-1 text-sm text-ink-subtle">
              Version {selected.version} · updated{' '}
              <time dateTime={selected.updatedAt}>{formatUpdated(selected.updatedAt)}</time>
            </p>
            {resumes.length === 1 ? (
              <div className="mt-3">
                <ResumeActions
                  resume={selected}
                  onDeleted={() => {
                    setSelectedId(null);
                  }}
                />
              </div>
            ) : null}
          </div>
          <ExportMenu resumeId={selected.id} isDirty={isDirty} />
        </div>

        <SkillDemandPanel resumeId={selected.id} version={selected.version} isDirty={isDirty} />

        <StoredResumeEditor
          key={selected.id}
          resume={selected}
          onDirtyChange={setIsDirty}
          onReload={() => reload(selected.id)}
        />
      </section>
      {dialog}
    </div>
  );
}
