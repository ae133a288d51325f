'use client';

import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { ApplicationStatus } from '@/gql/graphql';
import { dropVerdict, groupByStatus, refusalMessage } from '@/lib/board-moves';
import { BOARD_STATUSES, STATUS_LABELS } from '@/lib/statuses';
import { FormAlert } from '../account/fields';
import { BoardCard } from './board-card';
import { BoardColumn, type ColumnMore } from './board-column';
import { ConfirmFinalMove } from './confirm-final-move';
import type { BoardCard as Card } from './dashboard-queries';
import { localDay } from '@/lib/dates';
import { useBoardMove } from './use-board-move';

/** Marks our own drags, so text or files dragged in from elsewhere are ignored. */
const DRAG_TYPE = 'application/x-resume-agent-application';

interface PendingMove {
  card: Card;
  to: ApplicationStatus;
  /** Put focus back on the card afterwards (the move came from its Move menu). */
  byKeyboard: boolean;
}

/**
 * The pipeline as columns of cards. Cards move by drag and drop or by each card's Move menu;
 * both go through the same rules (the card's allowedTransitions) and the same mutation.
 */
export function PipelineBoard({
  cards,
  counts,
  onStale,
  moreOf,
}: {
  cards: readonly Card[];
  counts: Record<ApplicationStatus, number>;
  onStale: () => void;
  /** A column's way to load more cards, given how many it shows; undefined where it has none. */
  moreOf?: (status: ApplicationStatus, shown: number) => ColumnMore | undefined;
}) {
  const { move, finalStatuses, announcement, problem, setProblem } = useBoardMove({ onStale });
  const [dragged, setDragged] = useState<Card | null>(null);
  const [overStatus, setOverStatus] = useState<ApplicationStatus | null>(null);
  const [pending, setPending] = useState<PendingMove | null>(null);
  /** A card to focus once it shows in the column of `status` (any column when null). */
  const [focusRequest, setFocusRequest] = useState<{
    id: string;
    status: ApplicationStatus | null;
  } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  // Drag events outrun React's renders: the hovered column and whether a drop happened.
  const overRef = useRef<ApplicationStatus | null>(null);
  const droppedRef = useRef(false);
  /** The column under the pointer at the last dragover anywhere; unlike overRef it survives
   * the dragleave that browsers fire at a refusing target when the card is let go. */
  const lastOverRef = useRef<ApplicationStatus | null>(null);
  const columns = groupByStatus(cards);
  const today = localDay();

  useEffect(() => {
    // The moved card is a new element in another column: find it there and give it focus.
    if (!focusRequest || !boardRef.current) return;
    const card = boardRef.current.querySelector<HTMLElement>(
      `[data-card-id="${CSS.escape(focusRequest.id)}"]`,
    );
    const column = card?.closest<HTMLElement>('[data-status]')?.dataset.status;
    if (!card || (focusRequest.status && column !== focusRequest.status)) return;
    const target = card.querySelector<HTMLElement>('[data-card-focus]') ?? card.querySelector('a');
    target?.focus();
    setFocusRequest(null);
  }, [focusRequest, cards]);

  useEffect(() => {
    if (!dragged) return;
    function track(event: globalThis.DragEvent) {
      const column =
        event.target instanceof Element
          ? event.target.closest<HTMLElement>('[data-status]')?.dataset.status
          : undefined;
      lastOverRef.current = BOARD_STATUSES.find((status) => status === column) ?? null;
    }
    document.addEventListener('dragover', track);
    return () => {
      document.removeEventListener('dragover', track);
    };
  }, [dragged]);

  function run({ card, to, byKeyboard }: PendingMove) {
    if (byKeyboard) setFocusRequest({ id: card.id, status: to });
    void move(card, to).then((isMoved) => {
      // After a rollback (or a reload) the card is wherever the server says: focus it there.
      if (byKeyboard && !isMoved) setFocusRequest({ id: card.id, status: null });
    });
  }

  function request(next: PendingMove) {
    if (finalStatuses.has(next.to)) setPending(next);
    else run(next);
  }

  function hover(status: ApplicationStatus | null) {
    overRef.current = status;
    setOverStatus(status);
  }

  function endDrag() {
    setDragged(null);
    hover(null);
  }

  function onDragOver(status: ApplicationStatus, event: DragEvent<HTMLElement>) {
    if (!dragged || !event.dataTransfer.types.includes(DRAG_TYPE)) return;
    if (overRef.current !== status) hover(status);
    if (dropVerdict(dragged, status) === 'allowed') {
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
    } else {
      event.dataTransfer.dropEffect = 'none';
    }
  }

  function onDragLeave(status: ApplicationStatus, event: DragEvent<HTMLElement>) {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    if (overRef.current === status) hover(null);
  }

  function onDrop(status: ApplicationStatus, event: DragEvent<HTMLElement>) {
    event.preventDefault();
    droppedRef.current = true;
    const card = dragged;
    endDrag();
    if (card && dropVerdict(card, status) === 'allowed')
      request({ card, to: status, byKeyboard: false });
  }

  function onDragEnd() {
    // Let go without a drop: over a column that refuses the card, say why.
    const over = lastOverRef.current;
    if (!droppedRef.current && dragged && over && dropVerdict(dragged, over) === 'refused')
      setProblem(refusalMessage(dragged.job.title, dragged, over));
    endDrag();
  }

  return (
    <div>
      <div className="mb-3 space-y-2">
        <FormAlert message={problem} />
        <p role="status" aria-live="polite" className="min-h-5 text-sm text-ink-muted">
          {announcement}
        </p>
      </div>
      <ColumnJumps
        counts={counts}
        onJump={(status) => {
          const column = boardRef.current?.querySelector(`[data-status="${status}"]`);
          const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
          column?.scrollIntoView({
            behavior: smooth ? 'smooth' : 'auto',
            block: 'nearest',
            inline: 'start',
          });
        }}
      />
      {/* `relative`: the cards' visually hidden text (position: absolute) must scroll and clip
          with the board, not widen the page beside it. */}
      <div
        ref={boardRef}
        className="relative -mx-5 flex snap-x snap-mandatory scroll-px-5 gap-3 overflow-x-auto px-5 pb-4 sm:-mx-6 sm:scroll-px-6 sm:px-6 lg:mx-0 lg:grid lg:snap-none lg:grid-cols-4 lg:overflow-visible lg:px-0 lg:pb-0"
      >
        {BOARD_STATUSES.map((status) => (
          <BoardColumn
            key={status}
            status={status}
            count={counts[status]}
            shown={columns[status].length}
            verdict={dragged ? dropVerdict(dragged, status) : null}
            isOver={overStatus === status}
            more={moreOf?.(status, columns[status].length)}
            onDragOver={onDragOver}
            onDragLeave={onDragLeave}
            onDrop={onDrop}
          >
            {columns[status].map((card) => (
              <BoardCard
                key={card.id}
                card={card}
                today={today}
                isDragging={dragged?.id === card.id}
                finalStatuses={finalStatuses}
                onMove={(moved, to) => {
                  request({ card: moved, to, byKeyboard: true });
                }}
                onDragStart={(started, event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData(DRAG_TYPE, started.id);
                  // Firefox starts a drag only with some data set; text/plain also helps others.
                  event.dataTransfer.setData('text/plain', started.job.title);
                  setProblem(undefined);
                  droppedRef.current = false;
                  lastOverRef.current = null;
                  setDragged(started);
                }}
                onDragEnd={onDragEnd}
              />
            ))}
          </BoardColumn>
        ))}
      </div>
      <ConfirmFinalMove
        move={pending ? { title: pending.card.job.title, to: pending.to } : null}
        onCancel={() => {
          if (pending?.byKeyboard) setFocusRequest({ id: pending.card.id, status: null });
          setPending(null);
        }}
        onConfirm={() => {
          if (pending) run(pending);
          setPending(null);
        }}
      />
    </div>
  );
}

/** On narrow screens the board scrolls sideways; these chips bring a column into view. */
function ColumnJumps({
  counts,
  onJump,
}: {
  counts: Record<ApplicationStatus, number>;
  onJump: (status: ApplicationStatus) => void;
}) {
  return (
    <div
      role="group"
      aria-label="Scroll the board to a column"
      className="relative -mx-5 mb-3 flex gap-1.5 overflow-x-auto px-5 pb-1 sm:-mx-6 sm:px-6 lg:hidden"
    >
      {BOARD_STATUSES.map((status) => (
        <button
          key={status}
          type="button"
          onClick={() => {
            onJump(status);
          }}
          className="inline-flex shrink-0 items-center gap-1.5 rounded-full border border-line-strong bg-surface px-3 py-1.5 text-xs font-medium text-ink-muted hover:border-accent-line hover:text-ink"
        >
          {STATUS_LABELS[status]}
          <span className="font-semibold text-ink">{counts[status]}</span>
        </button>
      ))}
    </div>
  );
}
