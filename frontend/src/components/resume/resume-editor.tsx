'use client';

import { useMutation } from '@apollo/client/react';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type SubmitEvent,
} from 'react';
import { FieldMessage, inputClasses } from '@/components/account/fields';
import type { ResumePageResumeFragment } from '@/gql/graphql';
import { problemOf } from '@/lib/graphql-errors';
import {
  findFieldProblems,
  isEqualJson,
  isRecord,
  otherSections,
  pointerOf,
  pruneEditedSections,
  type JsonObject,
  type Path,
} from '@/lib/resume-editing';
import { BasicsSection } from './basics-section';
import { ResumeEditorContext, type ResumeEditorApi } from './editor-context';
import { EducationSection } from './education-section';
import { EditorSaveBar, type SaveProblem } from './editor-save-bar';
import { ResumePageUpdateMutation } from './operations';
import { ProjectsSection } from './projects-section';
import { SkillsSection } from './skills-section';
import { WorkSection } from './work-section';

const LEAVE_QUESTION = 'Leave this page? Your unsaved changes to this resume will be lost.';

interface Draft {
  title: string;
  content: JsonObject;
  /** The version the draft started from: saving over a newer one is refused (VERSION_CONFLICT). */
  baseVersion: number;
}

const SECTIONS = [
  { key: 'basics', label: 'Basics', Component: BasicsSection },
  { key: 'work', label: 'Work', Component: WorkSection },
  { key: 'education', label: 'Education', Component: EducationSection },
  { key: 'skills', label: 'Skills', Component: SkillsSection },
  { key: 'projects', label: 'Projects', Component: ProjectsSection },
] as const;

/**
 * The structured editor of one resume. Edits live in a draft until saved; `null` means
 * "no edits", so a reload of the resume shows at once when nothing is pending.
 */
export function ResumeEditor({
  resume,
  onDirtyChange,
  onReload,
}: {
  resume: ResumePageResumeFragment;
  onDirtyChange: (isDirty: boolean) => void;
  /** Fetches the resumes again; resolves to this resume as stored now (undefined if gone). */
  onReload: () => Promise<ResumePageResumeFragment | undefined>;
}) {
  const prefix = useId();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isShowingAllProblems, setIsShowingAllProblems] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>();
  const [hasSaved, setHasSaved] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<string[]>([]);
  const [updateResume, { loading: isSaving }] = useMutation(ResumePageUpdateMutation);

  const stored: Draft = useMemo(
    () => ({
      title: resume.title,
      content: isRecord(resume.content) ? resume.content : {},
      baseVersion: resume.version,
    }),
    [resume],
  );
  const current = draft ?? stored;
  const isDirty =
    draft !== null && (draft.title !== stored.title || !isEqualJson(draft.content, stored.content));

  const problems = useMemo(() => {
    const found = new Map(
      findFieldProblems(current.content).map((item) => [item.pointer, item.message]),
    );
    if (current.title.trim() === '') found.set('/title', 'Give this resume a title.');
    return found;
  }, [current]);

  useEffect(() => {
    onDirtyChange(isDirty);
  }, [isDirty, onDirtyChange]);
  useEffect(
    () => () => {
      onDirtyChange(false);
    },
    [onDirtyChange],
  );

  useEffect(() => {
    if (!isDirty) return;
    // Browsers show their own wording; preventDefault is what asks the question.
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    // Links inside the app navigate without unloading the page, so they are asked here.
    const askBeforeLeaving = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (link.target === '_blank' || link.getAttribute('href')?.startsWith('#')) return;
      if (window.confirm(LEAVE_QUESTION)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', askBeforeLeaving, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', askBeforeLeaving, true);
    };
  }, [isDirty]);

  useEffect(() => {
    // After a list edit re-renders, focus the first of the requested controls that can take it.
    const ids = pendingFocus.current;
    if (ids.length === 0) return;
    pendingFocus.current = [];
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        return;
      }
    }
  });

  const idFor = useCallback(
    (path: Path, suffix?: string) =>
      `${prefix}${pointerOf(path).replace(/[^\w-]/g, '_')}${suffix ? `-${suffix}` : ''}`,
    [prefix],
  );

  const editor: ResumeEditorApi = {
    document: current.content,
    update: (change) => {
      setDraft((previous) => {
        const base = previous ?? stored;
        return { ...base, content: change(base.content) };
      });
      setHasSaved(false);
    },
    idFor,
    problemFor: (path) => {
      const pointer = pointerOf(path);
      return isShowingAllProblems || touched.has(pointer) ? problems.get(pointer) : undefined;
    },
    markTouched: (path) => {
      const pointer = pointerOf(path);
      setTouched((previous) => (previous.has(pointer) ? previous : new Set(previous).add(pointer)));
    },
    focusAfterRender: (...ids) => {
      pendingFocus.current = ids;
    },
    announce: (message) => {
      // A trailing no-break space toggles so the same sentence twice is still announced.
      setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
    },
  };

  async function save(expectedVersion = current.baseVersion) {
    if (!isDirty || isSaving) return;
    if (problems.size > 0) {
      setIsShowingAllProblems(true);
      setProblem({
        kind: 'fields',
        message: `${problems.size === 1 ? 'One field needs' : `${problems.size} fields need`} a fix before saving.`,
      });
      const first = problems.keys().next().value;
      if (first !== undefined) {
        const element = document.getElementById(
          first === '/title' ? `${prefix}-title` : `${prefix}${first.replace(/[^\w-]/g, '_')}`,
        );
        element?.focus();
      }
      return;
    }
    setProblem(undefined);
    // Fields stay editable while saving; edits made meanwhile stay as a draft on the new version.
    const saving = current;
    try {
      const result = await updateResume({
        variables: {
          input: {
            id: resume.id,
            title: current.title.trim(),
            content: pruneEditedSections(current.content),
            expectedVersion,
          },
        },
      });
      const version = result.data?.updateResume.version ?? saving.baseVersion;
      setDraft((latest) =>
        latest && (latest.content !== saving.content || latest.title !== saving.title)
          ? { ...latest, baseVersion: version }
          : null,
      );
      setIsShowingAllProblems(false);
      setHasSaved(true);
    } catch (error) {
      const { code, message } = problemOf(error);
      if (code === 'VERSION_CONFLICT') setProblem({ kind: 'conflict', message });
      else if (code === 'NOT_FOUND') setProblem({ kind: 'gone', message });
      else setProblem({ kind: 'server', message });
    }
  }

  async function reloadLatest() {
    setProblem(undefined);
    await onReload();
    setDraft(null);
    setTouched(new Set());
    setIsShowingAllProblems(false);
  }

  async function keepMine() {
    setProblem(undefined);
    const latest = await onReload();
    if (!latest) {
      setProblem({ kind: 'gone', message: 'This resume was deleted.' });
      return;
    }
    setDraft((previous) => (previous ? { ...previous, baseVersion: latest.version } : previous));
    await save(latest.version);
  }

  function discard() {
    if (!window.confirm('Discard your unsaved changes to this resume?')) return;
    setDraft(null);
    setTouched(new Set());
    setIsShowingAllProblems(false);
    setProblem(undefined);
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void save();
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void save();
    }
  }

  const titleId = `${prefix}-title`;
  const titleProblem =
    isShowingAllProblems || touched.has('/title') ? problems.get('/title') : undefined;
  const kept = otherSections(current.content);

  return (
    <ResumeEditorContext value={editor}>
      <form
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-label={`Edit ${resume.title}`}
        aria-busy={isSaving}
        className="lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-8"
      >
        <nav aria-label="Resume sections" className="mb-4 lg:mb-0">
          <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 lg:sticky lg:top-24 lg:flex-col lg:overflow-visible">
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <a
                  href={`#${prefix}-${section.key}`}
                  className="block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-6">
          <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
            <label htmlFor={titleId} className="block text-sm font-medium text-ink">
              Resume title
            </label>
            <input
              id={titleId}
              type="text"
              value={current.title}
              maxLength={200}
              autoComplete="off"
              aria-invalid={titleProblem ? true : undefined}
              aria-describedby={`${titleId}-message`}
              onChange={(event) => {
                const title = event.target.value;
                setDraft((previous) => ({ ...(previous ?? stored), title }));
                setHasSaved(false);
              }}
              onBlur={() => {
                setTouched((previous) => new Set(previous).add('/title'));
              }}
              className={`${inputClasses} mt-1.5 sm:max-w-md`}
            />
            <FieldMessage
              id={`${titleId}-message`}
              error={titleProblem}
              hint="Only you see it; it tells your resumes apart."
            />
          </div>

          {SECTIONS.map(({ key, Component }) => (
            <Component key={key} id={`${prefix}-${key}`} />
          ))}

          {kept.length > 0 ? (
            <p className="rounded-xl border border-line bg-surface-muted px-4 py-3 text-sm text-ink-muted">
              Also in this resume, kept as they are: {kept.join(', ')}. Download it as JSON Resume
              to see them.
            </p>
          ) : null}

          <EditorSaveBar
            isDirty={isDirty}
            isSaving={isSaving}
            hasSaved={hasSaved}
            problem={problem}
            onDiscard={discard}
            onReloadLatest={() => void reloadLatest()}
            onKeepMine={() => void keepMine()}
          />
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </form>
    </ResumeEditorContext>
  );
}
