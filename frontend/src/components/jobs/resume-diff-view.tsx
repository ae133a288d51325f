'use client';

import { useId, useMemo, useState } from 'react';
import {
  buildResumeDiff,
  type DiffCell,
  type DiffEntry,
  type DiffStatus,
  type MoveDirection,
  type ResumeDiffInput,
} from '@/lib/resume-diff';

type Mode = 'side' | 'tailored';

/**
 * The tailored resume beside the base resume, entry by entry: what was kept, reordered, left
 * out (struck through in the base column) and written for this job (highlighted in the
 * tailored column). Each change is also said in words for screen readers.
 */
export function ResumeDiffView({
  diff,
  baseContent,
  tailoredContent,
}: {
  diff: ResumeDiffInput;
  baseContent: unknown;
  tailoredContent: unknown;
}) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('side');
  const view = useMemo(
    () => buildResumeDiff(diff, baseContent, tailoredContent),
    [diff, baseContent, tailoredContent],
  );
  const { counts } = view;

  if (view.sections.length === 0) {
    return <p className="text-sm text-ink-muted">The tailored resume has no items to compare.</p>;
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
        <ul
          aria-label="What changed"
          className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-ink-muted"
        >
          <li>
            <strong className="font-semibold text-ink tabular-nums">{counts.kept}</strong> kept
          </li>
          <li className="flex items-center gap-1.5">
            <MoveMark direction="up" />
            <strong className="font-semibold text-ink tabular-nums">
              {counts.moved + counts.movedEntries}
            </strong>{' '}
            moved
          </li>
          <li className="flex items-center gap-1.5">
            <span aria-hidden="true" className="text-ink-subtle line-through">
              abc
            </span>
            <strong className="font-semibold text-ink tabular-nums">{counts.removed}</strong> left
            out
          </li>
          <li className="flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="inline-block size-3 rounded-sm bg-good-soft ring-1 ring-good-bar"
            />
            <strong className="font-semibold text-ink tabular-nums">{counts.added}</strong> written
            for this job
          </li>
        </ul>
        <fieldset className="flex items-center gap-2">
          <legend className="sr-only">Show</legend>
          <span aria-hidden="true" className="text-sm text-ink-muted">
            Show
          </span>
          <div className="inline-flex rounded-lg border border-line bg-surface-muted p-1">
            {(
              [
                ['side', 'Side by side'],
                ['tailored', 'Tailored only'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className="cursor-pointer rounded-md px-3 py-1 text-sm font-medium text-ink-muted transition-colors has-[:checked]:bg-surface has-[:checked]:text-ink has-[:checked]:shadow-sm has-[:checked]:ring-1 has-[:checked]:ring-line has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-[var(--focus)]"
              >
                <input
                  type="radio"
                  name={`${id}-mode`}
                  value={value}
                  checked={mode === value}
                  onChange={() => {
                    setMode(value);
                  }}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </div>

      <div className="overflow-hidden rounded-xl border border-line bg-surface">
        {mode === 'side' ? (
          <div
            aria-hidden="true"
            className="hidden grid-cols-2 gap-6 border-b border-line bg-surface-muted px-5 py-2.5 text-xs font-semibold tracking-wide text-ink-muted uppercase md:grid"
          >
            <span>Base resume</span>
            <span>Tailored for this job</span>
          </div>
        ) : null}
        <div className="divide-y divide-line">
          {view.sections.map((section) => (
            <section
              key={section.key}
              aria-labelledby={`${id}-${section.key}`}
              className="px-3 py-5 sm:px-5"
            >
              <h4
                id={`${id}-${section.key}`}
                className="text-sm font-semibold tracking-wide text-accent uppercase"
              >
                {section.label}
              </h4>
              <div className="mt-3 space-y-5">
                {section.entries.map((entry) => (
                  <EntryRow key={entry.key} entry={entry} mode={mode} />
                ))}
              </div>
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function EntryRow({ entry, mode }: { entry: DiffEntry; mode: Mode }) {
  const isLeftOut = entry.status === 'removed';
  if (mode === 'tailored' && isLeftOut) return null;
  return (
    <div>
      {entry.title || entry.subtitle || entry.dates || entry.status !== 'kept' ? (
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          {entry.title ? (
            <p
              className={`font-semibold ${isLeftOut ? 'text-ink-subtle line-through' : 'text-ink'}`}
            >
              {entry.title}
            </p>
          ) : null}
          {entry.subtitle ? <p className="text-sm text-ink-muted">{entry.subtitle}</p> : null}
          {entry.dates ? <p className="text-xs text-ink-subtle">{entry.dates}</p> : null}
          <StatusTag status={entry.status} direction={entry.direction} />
        </div>
      ) : null}
      {mode === 'side' ? (
        // An entry shown by its heading alone (a certificate) has no lines to put side by side.
        entry.base.length + entry.tailored.length === 0 ? null : (
          <div className="mt-2 grid gap-3 md:grid-cols-2 md:gap-6">
            <Column
              label="Base resume"
              cells={entry.base}
              empty={entry.status === 'added' ? 'Not in the base resume.' : null}
            />
            <Column
              label="Tailored"
              cells={entry.tailored}
              empty={isLeftOut ? 'Left out of the tailored resume.' : null}
              isTailored
            />
          </div>
        )
      ) : (
        <div className="mt-2">
          <Cells cells={entry.tailored} />
        </div>
      )}
    </div>
  );
}

function Column({
  label,
  cells,
  empty,
  isTailored = false,
}: {
  label: string;
  cells: readonly DiffCell[];
  /** What an empty column says; null leaves it blank. */
  empty: string | null;
  isTailored?: boolean;
}) {
  if (cells.length === 0 && empty === null) return <div aria-hidden="true" />;
  return (
    <div
      className={`min-w-0 rounded-lg p-3 md:rounded-none md:p-0 ${isTailored ? 'bg-accent-soft/40 md:bg-transparent' : 'bg-surface-muted/60 md:bg-transparent'}`}
    >
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-ink-muted uppercase md:sr-only">
        {label}
      </p>
      {cells.length === 0 ? (
        <p className="text-sm text-ink-subtle italic">{empty}</p>
      ) : (
        <Cells cells={cells} />
      )}
    </div>
  );
}

type Display = 'paragraph' | 'chip' | 'bullet';

function displayOf(kind: string): Display {
  if (kind === 'summary' || kind === 'entry-summary') return 'paragraph';
  if (kind === 'keyword') return 'chip';
  return 'bullet';
}

/** Consecutive cells of the same display kind, so bullets share one list and chips one row. */
function groupCells(cells: readonly DiffCell[]): { display: Display; cells: DiffCell[] }[] {
  const groups: { display: Display; cells: DiffCell[] }[] = [];
  for (const cell of cells) {
    const display = displayOf(cell.kind);
    const last = groups.at(-1);
    if (last?.display === display) last.cells.push(cell);
    else groups.push({ display, cells: [cell] });
  }
  return groups;
}

const CELL_TEXT: Readonly<Record<DiffStatus, string>> = {
  kept: 'text-ink',
  moved: 'text-ink',
  removed: 'text-ink-subtle line-through decoration-1',
  added: 'text-ink',
};

function Cells({ cells }: { cells: readonly DiffCell[] }) {
  return (
    <div className="space-y-2">
      {groupCells(cells).map((group) => {
        const key = group.cells[0]?.id ?? group.display;
        if (group.display === 'paragraph') {
          return group.cells.map((cell) => (
            <p
              key={cell.id}
              className={`text-sm leading-6 ${CELL_TEXT[cell.status]} ${cell.status === 'added' ? ADDED : ''}`}
            >
              <CellPrefix cell={cell} />
              {cell.text}
              <MoveSuffix cell={cell} />
            </p>
          ));
        }
        if (group.display === 'chip') {
          return (
            <ul key={key} className="flex flex-wrap gap-1.5">
              {group.cells.map((cell) => (
                <li
                  key={cell.id}
                  className={`inline-flex items-center gap-1 rounded-md px-2 py-0.5 text-xs ring-1 ring-inset ${
                    cell.status === 'added'
                      ? 'bg-good-soft text-ink ring-good-bar'
                      : cell.status === 'removed'
                        ? 'bg-surface text-ink-subtle line-through ring-line'
                        : cell.status === 'moved'
                          ? 'bg-accent-soft text-ink ring-accent-line'
                          : 'bg-surface-muted text-ink ring-line'
                  }`}
                >
                  <CellPrefix cell={cell} />
                  {cell.direction ? <MoveMark direction={cell.direction} /> : null}
                  {cell.text}
                </li>
              ))}
            </ul>
          );
        }
        return (
          <ul
            key={key}
            className="list-disc space-y-1.5 pl-5 text-sm leading-6 marker:text-ink-subtle"
          >
            {group.cells.map((cell) => (
              <li
                key={cell.id}
                className={`${CELL_TEXT[cell.status]} ${cell.status === 'added' ? ADDED : ''}`}
              >
                <CellPrefix cell={cell} />
                {cell.text}
                <MoveSuffix cell={cell} />
              </li>
            ))}
          </ul>
        );
      })}
    </div>
  );
}

const ADDED = 'rounded-md bg-good-soft px-2 py-1 ring-1 ring-good-bar/70 ring-inset';

/** The change in words before the text, for screen readers; the styling says it visually. */
function CellPrefix({ cell }: { cell: DiffCell }) {
  if (cell.status === 'removed') return <span className="sr-only">Left out: </span>;
  if (cell.status === 'added') return <span className="sr-only">Written for this job: </span>;
  if (cell.status === 'moved')
    return (
      <span className="sr-only">{cell.direction === 'down' ? 'Moved down: ' : 'Moved up: '}</span>
    );
  return null;
}

function MoveSuffix({ cell }: { cell: DiffCell }) {
  if (cell.status !== 'moved' || !cell.direction) return null;
  return (
    <span
      aria-hidden="true"
      className="ml-2 inline-flex translate-y-[-1px] items-center gap-0.5 rounded bg-accent-soft px-1.5 text-xs font-medium text-accent no-underline ring-1 ring-accent-line ring-inset"
    >
      <MoveMark direction={cell.direction} />
      {cell.direction === 'up' ? 'moved up' : 'moved down'}
    </span>
  );
}

function MoveMark({ direction }: { direction: MoveDirection }) {
  return (
    <svg viewBox="0 0 12 12" aria-hidden="true" className="size-3 shrink-0 text-accent">
      <path
        d={direction === 'up' ? 'M6 10V2M2.5 5.5 6 2l3.5 3.5' : 'M6 2v8M2.5 6.5 6 10l3.5-3.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** An entry's change: left out, new, or moved among its section's entries. */
function StatusTag({ status, direction }: { status: DiffStatus; direction: MoveDirection | null }) {
  if (status === 'kept') return null;
  const text =
    status === 'removed'
      ? 'Left out'
      : status === 'added'
        ? 'New'
        : direction === 'down'
          ? 'Moved down'
          : 'Moved up';
  const tone =
    status === 'removed'
      ? 'bg-surface-muted text-ink-muted ring-line'
      : status === 'added'
        ? 'bg-good-soft text-good ring-good-bar/60'
        : 'bg-accent-soft text-accent ring-accent-line';
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}
    >
      {status === 'moved' && direction ? <MoveMark direction={direction} /> : null}
      {text}
    </span>
  );
}
