'use client';

import { useId } from 'react';
import { ChevronIcon } from '@/components/icons';
import type { ApplicationStatus } from '@/gql/graphql';
import { moveTargets, type MovableCard } from '@/lib/board-moves';
import { STATUS_LABELS } from '@/lib/statuses';
import { useInlineMenu } from './use-inline-menu';

/**
 * The keyboard way to move a card: a "Move" button that discloses the statuses the card may
 * go to. Arrow keys walk the list, Escape closes it and returns to the button
 * (use-inline-menu.ts).
 */
export function MoveMenu({
  card,
  title,
  finalStatuses,
  onMove,
}: {
  card: MovableCard;
  title: string;
  finalStatuses: ReadonlySet<ApplicationStatus>;
  onMove: (to: ApplicationStatus) => void;
}) {
  const listId = useId();
  const targets = moveTargets(card);
  const { isOpen, toggle, close, buttonRef, wrapperProps, choiceProps } = useInlineMenu(
    targets.length,
  );

  if (targets.length === 0) {
    return <p className="ml-auto text-xs font-medium text-ink-subtle">Final status</p>;
  }

  return (
    // `contents`: the button and its list join the card's footer row (the list wraps below it).
    <div className="contents" {...wrapperProps}>
      {/* The list opens in the card's flow: a popup would be clipped by the scrolling board. */}
      <button
        ref={buttonRef}
        type="button"
        data-card-focus
        aria-expanded={isOpen}
        aria-controls={listId}
        onClick={toggle}
        className="ml-auto inline-flex h-8 items-center gap-1 rounded-md border border-line-strong bg-surface px-2.5 text-xs font-semibold text-ink hover:border-accent-line hover:bg-accent-soft"
      >
        Move<span className="sr-only"> “{title}”</span>
        <ChevronIcon
          pointing="down"
          className={`size-3.5 transition-transform ${isOpen ? 'rotate-180' : ''}`}
        />
      </button>
      {isOpen ? (
        <ul
          id={listId}
          aria-label={`Move “${title}” to`}
          className="basis-full overflow-hidden rounded-lg border border-line bg-surface py-1 shadow-md"
        >
          {targets.map((status, index) => (
            <li key={status}>
              <button
                {...choiceProps(index)}
                type="button"
                onClick={() => {
                  close({ focusButton: false });
                  onMove(status);
                }}
                className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm text-ink hover:bg-accent-soft focus-visible:bg-accent-soft focus-visible:outline-offset-[-2px]"
              >
                <span>
                  <span className="sr-only">Move to </span>
                  {STATUS_LABELS[status]}
                </span>
                {finalStatuses.has(status) ? (
                  <span className="text-xs text-ink-subtle">final</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
