'use client';

import { useState, type RefObject } from 'react';
import { buttonClasses } from '@/components/button-link';
import { ConfirmButtons, useConfirmStep, useFocusReturn } from '@/components/confirm-step';
import { PencilIcon } from '@/components/icons';
import type { JobPageApplicationFragment } from '@/gql/graphql';
import { formatDayTime } from './dates';
import { staleTailoringNotice } from './tailored-notice';
import { TailorButton } from './tailor-button';
import { TailoredComparison } from './tailored-comparison';
import { preloadTailoredEditor, TailoredEditPanel } from './tailored-edit-panel';

type Tailored = NonNullable<JobPageApplicationFragment['tailoredResume']>;

/**
 * A tailored resume: where it came from, the buttons to edit it or tailor again, and either its
 * score, downloads and comparison with the base resume, or the editor.
 */
export function TailoredView({
  applicationId,
  applicationVersion,
  tailored,
  baseContent,
  baseIgnoredFindings,
  isBaseNewer,
  isJobChanged,
  tailor,
  onReload,
}: {
  applicationId: string;
  applicationVersion: number;
  tailored: Tailored;
  baseContent: unknown;
  /** The review findings set aside on the base resume, which the editor's review leaves out. */
  baseIgnoredFindings: readonly string[];
  isBaseNewer: boolean;
  /** The job's posting, title, company or location changed after it was tailored. */
  isJobChanged: boolean;
  tailor: { run: () => void; isTailoring: boolean };
  /** Fetches the job again; resolves to the application's version, undefined when untailored. */
  onReload: () => Promise<number | undefined>;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Closing the editor (saved or cancelled) puts focus back on Edit, drawn again in its place.
  const editButtonRef = useFocusReturn(isEditing);
  const staleNotice = staleTailoringNotice({ isBaseNewer, isJobChanged });

  function openEditor() {
    setAnnouncement('');
    setIsEditing(true);
  }

  function onSaved(score: number | undefined) {
    setIsEditing(false);
    const message =
      score === undefined
        ? 'Tailored resume saved.'
        : `Tailored resume saved; it now scores ${String(score)}.`;
    // A trailing no-break space toggles so the same sentence twice is still announced.
    setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message));
  }

  return (
    <div className="space-y-8">
      {isEditing ? (
        <TailoredEditPanel
          applicationId={applicationId}
          applicationVersion={applicationVersion}
          content={tailored.content}
          ignoredFindings={baseIgnoredFindings}
          onReload={onReload}
          onSaved={onSaved}
          onClose={() => {
            setIsEditing(false);
          }}
        />
      ) : (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <TailoredOrigin tailoredAt={tailored.tailoredAt} editedAt={tailored.editedAt} />
          <TailoredActions
            // Drawn afresh by each tailoring, so a confirmation that started it closes.
            key={tailored.tailoredAt}
            editButtonRef={editButtonRef}
            onEdit={openEditor}
            tailor={tailor}
            hasEdits={tailored.editedAt !== null}
          />
        </div>
      )}

      {staleNotice ? (
        <p className="rounded-lg border border-warn-line bg-warn-soft px-3 py-2 text-sm text-ink">
          {staleNotice}
        </p>
      ) : null}

      {isEditing ? null : (
        <TailoredComparison
          applicationId={applicationId}
          tailored={tailored}
          baseContent={baseContent}
          baseIgnoredFindings={baseIgnoredFindings}
          onReview={openEditor}
        />
      )}

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/** When it was tailored and edited, and, honestly, whose words it holds. */
function TailoredOrigin({ tailoredAt, editedAt }: { tailoredAt: string; editedAt: string | null }) {
  const tailoredTime = <time dateTime={tailoredAt}>{formatDayTime(tailoredAt)}</time>;
  if (editedAt === null) {
    return (
      <p className="max-w-2xl text-sm text-ink-muted">
        Tailored {tailoredTime} from your base resume: your own lines, chosen and ordered for this
        job, with a summary written for it. Nothing is invented. Tailoring again also redrafts the
        cover letter.
      </p>
    );
  }
  return (
    <p className="max-w-2xl text-sm text-ink-muted">
      Tailored {tailoredTime} from your base resume and edited by you{' '}
      <time dateTime={editedAt}>{formatDayTime(editedAt)}</time>. The lines you changed or wrote
      show below as written for this job; the others come from your base resume. Tailoring again
      replaces your edits and redrafts the cover letter.
    </p>
  );
}

/**
 * Edit, and Tailor again, which asks first when it would throw away the person's edits.
 */
function TailoredActions({
  editButtonRef,
  onEdit,
  tailor,
  hasEdits,
}: {
  editButtonRef: RefObject<HTMLButtonElement | null>;
  onEdit: () => void;
  tailor: { run: () => void; isTailoring: boolean };
  hasEdits: boolean;
}) {
  const { isConfirming, ask, cancel, triggerRef, cancelRef } = useConfirmStep();

  if (isConfirming) {
    return (
      <div
        role="group"
        aria-label="Confirm tailoring again"
        className="flex w-full shrink-0 flex-col gap-3 rounded-lg border border-warn-line bg-warn-soft p-3 sm:max-w-xs"
      >
        <p className="text-sm text-ink">
          Tailoring again replaces your edits to this resume and redrafts the cover letter.
        </p>
        <ConfirmButtons
          cancelRef={cancelRef}
          isPending={tailor.isTailoring}
          onCancel={cancel}
          onConfirm={tailor.run}
          confirmLabel="Yes, tailor again"
          pendingLabel="Tailoring…"
          className="flex flex-wrap gap-2"
        />
      </div>
    );
  }
  return (
    <div className="flex shrink-0 flex-wrap gap-2">
      <button
        ref={editButtonRef}
        type="button"
        onClick={onEdit}
        onPointerEnter={preloadTailoredEditor}
        onFocus={preloadTailoredEditor}
        disabled={tailor.isTailoring}
        className={buttonClasses('secondary', 'md')}
      >
        <PencilIcon />
        Edit<span className="sr-only"> the tailored resume</span>
      </button>
      <TailorButton
        ref={triggerRef}
        onTailor={hasEdits ? ask : tailor.run}
        isTailoring={tailor.isTailoring}
        isAgain
      />
    </div>
  );
}
