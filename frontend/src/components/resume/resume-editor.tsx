'use client';

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
import { useRouter } from 'next/navigation';
import { FieldMessage, inputClasses } from '@/components/account/fields';
import { type ConfirmQuestion, useConfirmDialog } from '@/components/confirm-dialog';
import { lazyComponent } from '@/components/lazy-component';
import { expectedVersionFor, type Snapshot } from '@/lib/draft-version';
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
import { ResumeEditorContext, type EditorPlacement, type ResumeEditorApi } from './editor-context';
import { EducationSection } from './education-section';
import { EditorSaveBar, type SaveProblem } from './editor-save-bar';
import { ProjectsSection } from './projects-section';
import { ResumeReviewPlaceholder } from './resume-review-card';
import type { ResumeSource } from './resume-source';
import { SkillsSection } from './skills-section';
import { WorkSection } from './work-section';

// The review card and its query document come in a chunk of their own, fetched when an editor
// opens (a job page shows its tailored resume's editor only on Edit). Until it is here the
// card's frame holds its place, so the fields below do not move when it arrives.
const ResumeReviewPanel = lazyComponent(
  () => import('./resume-review-panel').then((module) => module.ResumeReviewPanel),
  { fallback: ({ headingLevel }) => <ResumeReviewPlaceholder headingLevel={headingLevel} /> },
);

const LEAVE_QUESTION: ConfirmQuestion = {
  title: 'Leave this page?',
  body: 'Your unsaved changes to this resume will be lost.',
  cancelLabel: 'Keep editing',
  confirmLabel: 'Leave without saving',
};

interface Draft {
  /** null: the resume has no title (a tailored resume). */
  title: string | null;
  content: JsonObject;
  /** The version the draft started from: saving over a newer one is refused (VERSION_CONFLICT). */
  baseVersion: number;
  /** The stored title and content at that version. */
  origin: Snapshot;
}

const SECTIONS = [
  { key: 'basics', label: 'Basics', Component: BasicsSection },
  { key: 'work', label: 'Work', Component: WorkSection },
  { key: 'education', label: 'Education', Component: EducationSection },
  { key: 'skills', label: 'Skills', Component: SkillsSection },
  { key: 'projects', label: 'Projects', Component: ProjectsSection },
] as const;

/**
 * The structured editor of one resume, whichever `source` stores it. Edits live in a draft until
 * saved; `null` means "no edits", so a reload of the resume shows at once when nothing is
 * pending.
 */
export function ResumeEditor({
  source,
  onDirtyChange,
  onSaved,
  placement = 'page',
}: {
  source: ResumeSource;
  onDirtyChange: (isDirty: boolean) => void;
  /** After a save that left nothing unsaved (edits typed while it ran stay as a draft). */
  onSaved?: () => void;
  placement?: EditorPlacement;
}) {
  const prefix = useId();
  const router = useRouter();
  const { ask, dialog } = useConfirmDialog();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [isShowingAllProblems, setIsShowingAllProblems] = useState(false);
  const [problem, setProblem] = useState<SaveProblem>();
  const [hasSaved, setHasSaved] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const pendingFocus = useRef<string[]>([]);
  // The draft as last rendered: a save that ends reads it to see whether edits came meanwhile.
  const latestDraft = useRef(draft);
  useEffect(() => {
    latestDraft.current = draft;
  });

  const { title: storedTitle, content: storedContent, version: storedVersion } = source;
  const stored: Draft = useMemo(() => {
    const content = isRecord(storedContent) ? storedContent : {};
    return {
      title: storedTitle,
      content,
      baseVersion: storedVersion,
      origin: { title: storedTitle, content },
    };
  }, [storedTitle, storedContent, storedVersion]);
  const current = draft ?? stored;
  const isDirty =
    draft !== null && (draft.title !== stored.title || !isEqualJson(draft.content, stored.content));

  const problems = useMemo(() => {
    const found = new Map(
      findFieldProblems(current.content).map((item) => [item.pointer, item.message]),
    );
    if (current.title?.trim() === '') found.set('/title', 'Give this resume a title.');
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
    // Set once the person chose to leave: the browser's own question would ask a second time.
    let isLeaving = false;
    // Browsers show their own wording; preventDefault is what asks the question.
    const warn = (event: BeforeUnloadEvent) => {
      if (!isLeaving) event.preventDefault();
    };
    // Links inside the app navigate without unloading the page, so they are asked here, in the
    // page's own dialog; the link is followed once the person chooses to leave.
    const askBeforeLeaving = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (link.target === '_blank' || link.getAttribute('href')?.startsWith('#')) return;
      event.preventDefault();
      event.stopPropagation();
      const destination = new URL(link.href);
      void ask(LEAVE_QUESTION).then((leave) => {
        if (!leave) return;
        isLeaving = true;
        if (destination.origin === window.location.origin)
          router.push(`${destination.pathname}${destination.search}${destination.hash}`);
        else window.location.assign(destination.href);
      });
    };
    window.addEventListener('beforeunload', warn);
    document.addEventListener('click', askBeforeLeaving, true);
    return () => {
      window.removeEventListener('beforeunload', warn);
      document.removeEventListener('click', askBeforeLeaving, true);
    };
  }, [isDirty, ask, router]);

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
  const sectionIdFor = useCallback((section: string) => `${prefix}-${section}`, [prefix]);

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
    placement,
  };

  async function save(
    expectedVersion = expectedVersionFor(current, { ...stored, version: stored.baseVersion }),
  ) {
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
    const isEditedMeanwhile = (latest: Draft | null) =>
      latest !== null && (latest.content !== saving.content || latest.title !== saving.title);
    setIsSaving(true);
    try {
      const version = await source.save({
        title: saving.title?.trim() ?? null,
        content: pruneEditedSections(saving.content),
        expectedVersion,
      });
      const hasLaterEdits = isEditedMeanwhile(latestDraft.current);
      setDraft((latest) =>
        latest && isEditedMeanwhile(latest)
          ? {
              ...latest,
              baseVersion: version,
              origin: { title: saving.title, content: saving.content },
            }
          : null,
      );
      setIsShowingAllProblems(false);
      setHasSaved(true);
      if (!hasLaterEdits) onSaved?.();
    } catch (error) {
      const { code, message } = problemOf(error);
      setProblem(source.problemFor(code, message));
    } finally {
      setIsSaving(false);
    }
  }

  async function reloadLatest() {
    setProblem(undefined);
    await source.reload();
    setDraft(null);
    setTouched(new Set());
    setIsShowingAllProblems(false);
  }

  async function keepMine() {
    setProblem(undefined);
    const latestVersion = await source.reload();
    if (latestVersion === undefined) {
      setProblem(source.problemFor('NOT_FOUND', ''));
      return;
    }
    setDraft((previous) => (previous ? { ...previous, baseVersion: latestVersion } : previous));
    await save(latestVersion);
  }

  /** The save bar has asked already. */
  function discard() {
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
  const title = current.title;
  const titleProblem =
    isShowingAllProblems || touched.has('/title') ? problems.get('/title') : undefined;
  const kept = otherSections(current.content);

  return (
    <ResumeEditorContext value={editor}>
      <form
        noValidate
        onSubmit={onSubmit}
        onKeyDown={onKeyDown}
        aria-label={`Edit ${source.name}`}
        aria-busy={isSaving}
        className="lg:grid lg:grid-cols-[11rem_minmax(0,1fr)] lg:gap-8"
      >
        <nav aria-label="Resume sections" className="mb-4 lg:mb-0">
          <ul className="-mx-1 flex gap-1 overflow-x-auto pb-1 lg:sticky lg:top-24 lg:flex-col lg:overflow-visible">
            {SECTIONS.map((section) => (
              <li key={section.key}>
                <a
                  href={`#${sectionIdFor(section.key)}`}
                  className="block rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap text-ink-muted hover:bg-surface-muted hover:text-ink"
                >
                  {section.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="min-w-0 space-y-6">
          <ResumeReviewPanel
            content={current.content}
            ignoredKeys={source.review.ignoredKeys}
            setAsideOn={source.review.setAsideOn}
            headingLevel={placement === 'page' ? 3 : 4}
            idFor={idFor}
            sectionIdFor={sectionIdFor}
          />

          {title === null ? null : (
            <div className="rounded-2xl border border-line bg-surface p-4 shadow-sm sm:p-6">
              <label htmlFor={titleId} className="block text-sm font-medium text-ink">
                Resume title
              </label>
              <input
                id={titleId}
                type="text"
                value={title}
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
          )}

          {SECTIONS.map(({ key, Component }) => (
            <Component key={key} id={sectionIdFor(key)} />
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
      {dialog}
    </ResumeEditorContext>
  );
}
