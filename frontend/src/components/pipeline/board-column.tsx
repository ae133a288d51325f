'use client';

import { useId, type DragEvent, type ReactNode } from 'react';
import type { ApplicationStatus } from '@/gql/graphql';
import type { DropVerdict } from '@/lib/board-moves';
import { STATUS_LABELS } from '@/lib/statuses';
import { Spinner } from '../account/spinner';
import { buttonClasses } from '../button-link';
import { MORE_CARDS } from './dashboard-queries';

const EMPTY_HINTS: Record<ApplicationStatus, string> = {
  draft: 'Applications start here.',
  ready: 'Tailored and ready to send.',
  applied: 'Sent applications.',
  interviewing: 'In interviews.',
  offer: 'Offers to decide on.',
  accepted: 'Offers you took.',
  rejected: 'Closed by the company.',
  withdrawn: 'Closed by you.',
};

/** A closed column's way to show more of its cards than the board loaded. */
export interface ColumnMore {
  isLoading: boolean;
  problem?: string | undefined;
  onShowMore: () => void;
}

/**
 * A status column and drop target. While a card is dragged, the column says whether it takes
 * it: allowed columns light up, refused ones fade and say why on hover.
 */
export function BoardColumn({
  status,
  count,
  shown,
  verdict,
  isOver,
  more,
  children,
  onDragOver,
  onDragLeave,
  onDrop,
}: {
  status: ApplicationStatus;
  /** All applications in the status (the pipeline count). */
  count: number;
  /** How many of them are on the board. */
  shown: number;
  /** Set while a card is being dragged. */
  verdict: DropVerdict | null;
  isOver: boolean;
  /** Set where more cards can be loaded (closed columns holding more than they show). */
  more?: ColumnMore | undefined;
  children: ReactNode;
  onDragOver: (status: ApplicationStatus, event: DragEvent<HTMLElement>) => void;
  onDragLeave: (status: ApplicationStatus, event: DragEvent<HTMLElement>) => void;
  onDrop: (status: ApplicationStatus, event: DragEvent<HTMLElement>) => void;
}) {
  const headingId = useId();
  const label = STATUS_LABELS[status];
  const frame =
    verdict === 'allowed'
      ? isOver
        ? 'border-accent bg-accent-soft ring-2 ring-accent/40'
        : 'border-dashed border-accent-line bg-accent-soft/50'
      : verdict === 'refused'
        ? isOver
          ? 'border-dashed border-bad/60 bg-surface-muted opacity-80'
          : 'border-line bg-surface-muted opacity-55'
        : 'border-line bg-surface-muted/60';
  return (
    <section
      aria-labelledby={headingId}
      data-status={status}
      onDragEnter={(event) => {
        onDragOver(status, event);
      }}
      onDragOver={(event) => {
        onDragOver(status, event);
      }}
      onDragLeave={(event) => {
        onDragLeave(status, event);
      }}
      onDrop={(event) => {
        onDrop(status, event);
      }}
      className={`flex w-[min(17.5rem,82vw)] shrink-0 snap-start flex-col rounded-xl border p-2.5 transition-colors lg:w-auto ${frame}`}
    >
      <h3 id={headingId} className="flex items-center justify-between gap-2 px-1 pt-0.5 pb-2.5">
        <span className="text-sm font-semibold text-ink">{label}</span>
        <span className="min-w-6 rounded-full bg-surface px-2 py-0.5 text-center text-xs font-semibold text-ink-muted ring-1 ring-line ring-inset">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">
            ({count} {count === 1 ? 'application' : 'applications'})
          </span>
        </span>
      </h3>
      {verdict === 'refused' && isOver ? (
        <p className="mb-2 rounded-md bg-surface px-2 py-1.5 text-xs font-medium text-bad">
          Can’t move here
        </p>
      ) : null}
      {verdict === 'allowed' ? (
        <p className="mb-2 rounded-md px-2 py-1.5 text-xs font-medium text-accent">
          Drop to move to {label}
        </p>
      ) : null}
      {shown > 0 ? (
        <ul className="flex flex-col gap-2">{children}</ul>
      ) : (
        <p className="rounded-lg border border-dashed border-line-strong px-3 py-6 text-center text-xs text-ink-subtle">
          {EMPTY_HINTS[status]}
        </p>
      )}
      {count > shown && shown > 0 ? (
        <div className="mt-2 space-y-2 px-1">
          <p className="text-xs text-ink-subtle">
            Showing the {shown} most recent of {count}.
          </p>
          {more ? (
            <button
              type="button"
              disabled={more.isLoading}
              onClick={more.onShowMore}
              className={buttonClasses('secondary', 'md', 'w-full')}
            >
              {more.isLoading ? <Spinner /> : null}
              Show {Math.min(MORE_CARDS.step, count - shown)} more
            </button>
          ) : null}
          {more?.problem ? (
            <p role="alert" className="text-xs text-bad">
              {more.problem}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
