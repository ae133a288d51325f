/**
 * The lists of "Due this week" and their rows: a day, what is due (leading to its page) and a
 * chip that says how near it is. Their own module: the card's lists and its tasks (due-tasks.tsx)
 * both draw them.
 */
import { useId, type ReactNode } from 'react';
import { AppLink } from '../app-link';
import { formatShortDay } from '@/lib/dates';

/** The classes of a row's day, for rows drawn by hand (a task's, with its checkbox). */
export const DUE_DAY = 'w-14 shrink-0 pt-0.5 text-sm font-semibold text-ink tabular-nums';

export function DueList({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <div>
      <h3
        id={headingId}
        className="mb-2 text-xs font-semibold tracking-wide text-ink-muted uppercase"
      >
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="divide-y divide-line">
        {children}
      </ul>
    </div>
  );
}

export function DueRow({
  day,
  href,
  title,
  company,
  chip,
}: {
  day: string;
  href: string;
  title: string;
  company: string | null;
  chip: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
      <time dateTime={day} className={DUE_DAY}>
        {formatShortDay(day)}
      </time>
      <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
        <div className="min-w-0">
          <AppLink
            href={href}
            className="font-medium break-words text-ink hover:text-accent hover:underline"
          >
            {title}
          </AppLink>
          {company ? <p className="truncate text-sm text-ink-muted">{company}</p> : null}
        </div>
        {/* Under the title on phones, beside it on wider screens. */}
        {chip}
      </div>
    </li>
  );
}
