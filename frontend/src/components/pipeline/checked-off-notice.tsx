import type { RefObject } from 'react';
import { taskName } from './application-task-rules';

/**
 * What a list of tasks across applications says once one is checked off there: its name, and
 * "Undo", which use-task-check-off.ts focuses after the last task of the list has gone.
 */
export function CheckedOffNotice({
  title,
  undoRef,
  onUndo,
  className = '',
}: {
  title: string;
  undoRef: RefObject<HTMLButtonElement | null>;
  onUndo: () => void;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-center gap-x-2 ${className}`}>
      <p role="status" className="min-w-0 break-words text-ink-muted">
        Checked off “{taskName(title)}”.
      </p>
      <button
        ref={undoRef}
        type="button"
        onClick={onUndo}
        className="rounded font-medium text-accent underline-offset-4 hover:underline"
      >
        Undo
      </button>
    </div>
  );
}
