'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '@/components/account/spinner';
import { buttonClasses } from '@/components/button-link';
import { ConfirmButtons, useConfirmStep } from '@/components/confirm-step';
import { lazyComponent } from '@/components/lazy-component';

// The editor is most of the resume page's code: it stays out of the job page's first load and
// arrives when Edit is pointed at, focused or clicked (scripts/check-budgets.mjs).
const TailoredResumeEditor = lazyComponent(
  () => import('./tailored-resume-editor').then((module) => module.TailoredResumeEditor),
  {
    fallback: () => (
      <p role="status" className="flex items-center gap-2 py-8 text-sm text-ink-muted">
        <Spinner className="size-5" /> Loading the editor…
      </p>
    ),
  },
);

/** Fetches the editor's code ahead of the click. */
export function preloadTailoredEditor() {
  TailoredResumeEditor.prefetch();
}

/**
 * The tailored resume in the editor, under a heading that takes focus when it opens, with a way
 * out that asks before it drops unsaved edits.
 */
export function TailoredEditPanel({
  applicationId,
  applicationVersion,
  content,
  ignoredFindings,
  onReload,
  onSaved,
  onClose,
}: {
  applicationId: string;
  applicationVersion: number;
  content: unknown;
  /** The base resume's review findings set aside, left out of this one's review. */
  ignoredFindings: readonly string[];
  onReload: () => Promise<number | undefined>;
  /** After a save, with the new score when the answer had one. */
  onSaved: (score: number | undefined) => void;
  /** Back to the tailored resume as stored; the draft is dropped. */
  onClose: () => void;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [isDirty, setIsDirty] = useState(false);
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="max-w-2xl">
          <h3
            id={headingId}
            ref={headingRef}
            tabIndex={-1}
            className="font-semibold text-ink focus:outline-none"
          >
            Edit the tailored resume
          </h3>
          <p className="mt-1 text-sm text-ink-muted">
            Only this job&apos;s copy changes; your base resume stays as it is. Saving scores it
            against the posting again and shows your changes beside your base resume.
          </p>
        </div>
        {isConfirming ? (
          <div
            role="group"
            aria-label="Confirm discarding your edits"
            className="flex w-full shrink-0 flex-col gap-3 rounded-lg border border-warn-line bg-warn-soft p-3 sm:max-w-xs"
          >
            <p className="text-sm text-ink">Discard your unsaved edits to the tailored resume?</p>
            <ConfirmButtons
              cancelRef={cancelRef}
              isPending={false}
              onCancel={cancel}
              onConfirm={onClose}
              cancelLabel="Keep editing"
              confirmLabel="Discard edits"
              className="flex flex-wrap gap-2"
            />
          </div>
        ) : (
          <button
            ref={triggerRef}
            type="button"
            onClick={isDirty ? ask : onClose}
            className={buttonClasses('secondary', 'md', 'shrink-0 self-start')}
          >
            Cancel editing
          </button>
        )}
      </div>
      <TailoredResumeEditor
        applicationId={applicationId}
        applicationVersion={applicationVersion}
        content={content}
        ignoredFindings={ignoredFindings}
        onReload={onReload}
        onDirtyChange={setIsDirty}
        onSaved={onSaved}
      />
    </section>
  );
}
