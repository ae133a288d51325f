/**
 * The rules of the pipeline board, apart from React: which column a card may go to, how the
 * cards fall into columns, how counts change on a move, what is announced, and how arrow keys
 * walk a list of targets. The allowed moves themselves come from the server
 * (`Application.allowedTransitions`); this module only reads them.
 */
import type { ApplicationStatus } from '@/gql/graphql';
import { BOARD_STATUSES, STATUS_LABELS } from './statuses';

export interface MovableCard {
  id: string;
  status: ApplicationStatus;
  allowedTransitions: readonly ApplicationStatus[];
}

export type DropVerdict = 'same' | 'allowed' | 'refused';

/** Whether dropping `card` on the column of `target` moves it, does nothing, or is refused. */
export function dropVerdict(card: MovableCard, target: ApplicationStatus): DropVerdict {
  if (card.status === target) return 'same';
  return card.allowedTransitions.includes(target) ? 'allowed' : 'refused';
}

/** The statuses a card may move to, in board order (the server's list may be in any order). */
export function moveTargets(card: MovableCard): ApplicationStatus[] {
  return BOARD_STATUSES.filter(
    (status) => status !== card.status && card.allowedTransitions.includes(status),
  );
}

/** Cards grouped into one list per board column, keeping the given order within a column. */
export function groupByStatus<Card extends { status: ApplicationStatus }>(
  cards: readonly Card[],
): Record<ApplicationStatus, Card[]> {
  const columns = Object.fromEntries(BOARD_STATUSES.map((status) => [status, [] as Card[]]));
  for (const card of cards) columns[card.status]?.push(card);
  return columns as Record<ApplicationStatus, Card[]>;
}

export interface StatusCount {
  status: ApplicationStatus;
  count: number;
}

/** The counts after one card moved from `from` to `to`; a missing status counts as 0. */
export function countsAfterMove<Count extends StatusCount>(
  counts: readonly Count[],
  from: ApplicationStatus,
  to: ApplicationStatus,
): Count[] {
  if (from === to) return [...counts];
  const result = counts.map((entry) => {
    if (entry.status === from) return { ...entry, count: Math.max(0, entry.count - 1) };
    if (entry.status === to) return { ...entry, count: entry.count + 1 };
    return entry;
  });
  if (!counts.some((entry) => entry.status === to)) {
    const template = counts[0];
    result.push({ ...(template ?? {}), status: to, count: 1 } as Count);
  }
  return result;
}

/** Each board status with its count; statuses missing from `counts` count 0. */
export function countByStatus(counts: readonly StatusCount[]): Record<ApplicationStatus, number> {
  const result = Object.fromEntries(BOARD_STATUSES.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const entry of counts) result[entry.status] = entry.count;
  return result;
}

/** What a screen reader hears after a move. */
export function moveAnnouncement(title: string, to: ApplicationStatus): string {
  return `Moved “${title}” to ${STATUS_LABELS[to]}`;
}

/** "Ready, Applied or Withdrawn". */
export function listStatuses(statuses: readonly ApplicationStatus[]): string {
  const labels = statuses.map((status) => STATUS_LABELS[status]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1) ?? ''}`;
}

/** Why a drop was refused, with the moves that would work. */
export function refusalMessage(
  title: string,
  card: MovableCard,
  target: ApplicationStatus,
): string {
  const from = STATUS_LABELS[card.status];
  const targets = moveTargets(card);
  const options =
    targets.length > 0
      ? `From ${from} it can move to ${listStatuses(targets)}.`
      : `${from} is a final status.`;
  return `“${title}” can’t move from ${from} to ${STATUS_LABELS[target]}. ${options}`;
}

/** The option a key moves to in a vertical list of `length` options; wraps around. */
export function nextOptionIndex(key: string, current: number, length: number): number | null {
  if (length === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % length;
    case 'ArrowUp':
      return (current - 1 + length) % length;
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return null;
  }
}

/** A message as a sentence, so another can follow it: "Version 4 is newer" → "Version 4 is newer." */
export function asSentence(message: string): string {
  const text = message.trim();
  return /[.!?…]["”’)]?$/.test(text) ? text : `${text}.`;
}
