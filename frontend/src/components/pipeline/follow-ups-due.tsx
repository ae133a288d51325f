import { AppLink } from '../app-link';
import type { DashboardFollowUpFragment } from '@/gql/graphql';
import { dueStatus, formatShortDay, type DueTone } from './dates';

const TONES: Record<DueTone, string> = {
  overdue: 'bg-bad/10 text-bad ring-bad/30',
  today: 'bg-warn-soft text-warn ring-warn-line',
  upcoming: 'bg-surface-muted text-ink-muted ring-line',
};

/** Applications to follow up on within a week, soonest (overdue) first. */
export function FollowUpsDue({
  items,
  today,
}: {
  items: readonly DashboardFollowUpFragment[];
  today: string;
}) {
  if (items.length === 0) {
    return (
      <p className="text-sm text-ink-muted">
        Nothing to follow up in the next 7 days. Open an application and set a follow-up date to be
        reminded here.
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line">
      {items.map((item) => {
        const on = item.followUpOn ?? today;
        const due = dueStatus(on, today);
        return (
          <li key={item.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
            <time
              dateTime={on}
              className="w-14 shrink-0 pt-0.5 text-sm font-semibold text-ink tabular-nums"
            >
              {formatShortDay(on)}
            </time>
            <div className="flex min-w-0 flex-1 flex-col items-start gap-1 sm:flex-row sm:justify-between sm:gap-3">
              <div className="min-w-0">
                <AppLink
                  href={`/applications/${item.id}`}
                  className="font-medium break-words text-ink hover:text-accent hover:underline"
                >
                  {item.job.title}
                </AppLink>
                {item.job.company ? (
                  <p className="truncate text-sm text-ink-muted">{item.job.company}</p>
                ) : null}
              </div>
              {/* Under the title on phones, beside it on wider screens. */}
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${TONES[due.tone]}`}
              >
                {due.label}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
