/**
 * The small rounded chip that says how near a day is ("Overdue by 2 days", "Today", "In 4
 * days"), in the tone of lib/dates.ts dueStatus: shared by "Due this week", the offer card and
 * the offers' comparison, so that a day reads the same everywhere.
 */
import type { DueTone } from '@/lib/dates';

export const DUE_CHIP =
  'shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset';

/** Semantic colours only, so that both themes work; the words carry the meaning too. */
export const DUE_CHIP_TONES: Readonly<Record<DueTone, string>> = {
  overdue: 'bg-bad/10 text-bad ring-bad/30',
  today: 'bg-warn-soft text-warn ring-warn-line',
  upcoming: 'bg-surface-muted text-ink-muted ring-line',
};
