'use client';

import { AppLink } from '../app-link';
import type { DragEvent } from 'react';
import type { ApplicationStatus } from '@/gql/graphql';
import type { BoardCard as Card } from './dashboard-queries';
import { dueStatus, formatShortDay } from '@/lib/dates';
import { MoveMenu } from './move-menu';
import { CalendarIcon } from '../calendar-icon';
import { taskProgressChip } from './application-task-rules';

const DUE_TONES = {
  overdue: 'text-bad',
  today: 'text-warn',
  upcoming: 'text-ink-muted',
} as const;

/** A box with a check in it, decorative: the card's open tasks. */
function TaskBoxIcon() {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className="size-3.5 shrink-0">
      <rect
        x="2"
        y="2"
        width="12"
        height="12"
        rx="2.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      />
      <path
        d="m5.2 8.2 2 2 3.6-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * One application on the board: title (the link), company, match score, follow-up, its open
 * tasks (while it is in progress: a closed one's are left to its page), Move.
 */
export function BoardCard({
  card,
  today,
  isDragging,
  finalStatuses,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  card: Card;
  today: string;
  isDragging: boolean;
  finalStatuses: ReadonlySet<ApplicationStatus>;
  onMove: (card: Card, to: ApplicationStatus) => void;
  onDragStart: (card: Card, event: DragEvent<HTMLLIElement>) => void;
  onDragEnd: () => void;
}) {
  const title = card.job.title;
  const due = card.followUpOn ? dueStatus(card.followUpOn, today) : null;
  const canMove = card.allowedTransitions.length > 0;
  const tasks = finalStatuses.has(card.status) ? null : taskProgressChip(card.taskProgress, today);
  return (
    <li
      data-card-id={card.id}
      draggable={canMove}
      onDragStart={(event) => {
        onDragStart(card, event);
      }}
      onDragEnd={onDragEnd}
      className={`rounded-lg border border-line bg-surface p-3 shadow-sm transition-opacity ${
        canMove ? 'cursor-grab active:cursor-grabbing' : ''
      } ${isDragging ? 'opacity-40' : ''}`}
    >
      <AppLink
        href={`/applications/${card.id}`}
        draggable={false}
        className="block font-semibold break-words text-ink hover:text-accent hover:underline"
      >
        {title}
      </AppLink>
      {card.job.company ? (
        <p className="mt-0.5 truncate text-sm text-ink-muted" title={card.job.company}>
          {card.job.company}
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-2 text-xs">
        {card.matchScore !== null ? (
          <span className="rounded-full bg-accent-soft px-2 py-0.5 font-semibold text-accent ring-1 ring-accent-line ring-inset">
            {card.matchScore}
            <span className="sr-only"> out of 100</span> match
          </span>
        ) : null}
        {card.followUpOn && due ? (
          <span className={`inline-flex items-center gap-1 font-medium ${DUE_TONES[due.tone]}`}>
            <CalendarIcon className="size-3.5 shrink-0" />
            {due.tone === 'overdue' ? 'Overdue: ' : 'Follow up '}
            <time dateTime={card.followUpOn}>{formatShortDay(card.followUpOn)}</time>
          </span>
        ) : null}
        {tasks ? (
          <span
            className={`inline-flex items-center gap-1 font-medium ${tasks.due ? DUE_TONES[tasks.due.tone] : 'text-ink-muted'}`}
          >
            <TaskBoxIcon />
            {tasks.count}
            <span className="sr-only"> to do</span>
            {tasks.due ? (
              <>
                {' · '}
                {tasks.due.tone === 'upcoming' && card.taskProgress.nextDueOn ? (
                  <time dateTime={card.taskProgress.nextDueOn}>{tasks.due.text}</time>
                ) : (
                  tasks.due.text
                )}
              </>
            ) : null}
          </span>
        ) : null}
        <MoveMenu
          card={card}
          title={title}
          finalStatuses={finalStatuses}
          onMove={(to) => {
            onMove(card, to);
          }}
        />
      </div>
    </li>
  );
}
