'use client';

import { useId, useState } from 'react';
import { useFocusReturn } from '@/components/confirm-step';
import { PencilIcon } from '@/components/icons';
import { lazyForm } from '@/components/lazy-form';
import { ITEM_ACTION } from './item-action';

// Opened by a click: the form's code (its suggestions query and its mutation) arrives when Set
// or Change is pointed at or focused, not with the page's other controls.
const SourceForm = lazyForm(() => import('./source-form').then((module) => module.SourceForm));

/**
 * The Details card's "Source" (a term and its description in the card's list): where the job
 * was found or how the application went in, or "Not set", with a Set or Change button that
 * opens the form in its place.
 */
export function SourceRow({
  applicationId,
  source,
  jobUrl,
  onStale,
}: {
  applicationId: string;
  source: string | null;
  /** The job's address: with no source set, the form offers what it suggests. */
  jobUrl: string | null;
  onStale: () => void;
}) {
  const [isEditing, setIsEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  // Set or Change, whichever is drawn when the form closes.
  const openRef = useFocusReturn(isEditing);
  const formId = useId();
  const inputId = useId();

  function close(said?: string) {
    setIsEditing(false);
    if (said) setAnnouncement(said);
  }

  return (
    <div className={isEditing ? 'py-2' : 'flex items-center justify-between gap-4 py-2'}>
      <dt className="shrink-0 text-ink-muted">
        {isEditing ? <label htmlFor={inputId}>Source</label> : 'Source'}
      </dt>
      <dd
        className={
          isEditing ? 'mt-1.5' : 'flex min-w-0 items-center justify-end gap-x-1 text-right'
        }
      >
        {isEditing ? (
          <SourceForm
            id={formId}
            inputId={inputId}
            applicationId={applicationId}
            source={source}
            jobUrl={jobUrl}
            onDone={close}
            onStale={onStale}
          />
        ) : (
          <>
            {source === null ? (
              <span className="text-ink-subtle">Not set</span>
            ) : (
              <span className="min-w-0 text-ink wrap-anywhere">{source}</span>
            )}
            <button
              ref={openRef}
              type="button"
              onClick={() => {
                setAnnouncement('');
                setIsEditing(true);
              }}
              onPointerEnter={SourceForm.prefetch}
              onFocus={SourceForm.prefetch}
              // Its padding reaches into the row's, so the row is as tall as the others.
              className={`${ITEM_ACTION} -my-1 -mr-2 shrink-0 hover:text-ink`}
            >
              <PencilIcon />
              {source === null ? 'Set' : 'Change'}
              <span className="sr-only"> the source</span>
            </button>
          </>
        )}
        {/* Drawn in both states, so that it is there before what it announces. */}
        <span role="status" className="sr-only">
          {announcement}
        </span>
      </dd>
    </div>
  );
}
