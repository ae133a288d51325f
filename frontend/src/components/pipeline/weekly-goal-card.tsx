import type { DashboardWeeklyProgressFragment } from '@/gql/graphql';
import { WEEKLY_GOAL_HREF, weekOfLabel, weeklySummary, weekZoneNote } from '@/lib/weekly-goal';
import { browserTimeZone } from '@/lib/browser-time-zone';
import { AppLink } from '../app-link';

const LINK =
  'text-sm font-medium text-accent underline decoration-accent-line underline-offset-2 hover:decoration-current';

/**
 * "This week": the applications sent since Monday (on the browser's calendar), against the
 * weekly goal with a bar that fills as they go out and turns green once it is met; without a
 * goal, the count and a way to set one. The count follows board moves: the dashboard refetches
 * it with the rest of its progress (use-board-move.ts).
 */
export function WeeklyGoalCard({ progress }: { progress: DashboardWeeklyProgressFragment }) {
  const { headline, percent, value, isMet } = weeklySummary(progress);
  const zoneNote = weekZoneNote(progress.timeZone, browserTimeZone());
  return (
    // One row from sm up: the week, the count (and bar), the link; one under another below.
    <section
      aria-labelledby="this-week-heading"
      className="grid items-center gap-x-8 gap-y-3 rounded-xl border border-line bg-surface px-5 py-4 sm:grid-cols-[11rem_minmax(0,1fr)_auto]"
    >
      <div className="min-w-0">
        <h2 id="this-week-heading" className="text-base font-semibold text-ink">
          This week
        </h2>
        <p className="text-sm text-ink-muted">
          <time dateTime={progress.weekStartsOn}>{weekOfLabel(progress.weekStartsOn)}</time>
          {zoneNote === null ? null : (
            <>
              {' '}
              <abbr title={zoneNote}>({progress.timeZone})</abbr>
            </>
          )}
        </p>
      </div>
      <div className="min-w-0">
        {/* A live region: a card moved to Applied changes it, and that is said. */}
        <p role="status" className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="text-sm font-medium text-ink">{headline}</span>
          {/* Heard as "… sent Goal met"; the gap between them is the flex row's. */}
          {isMet ? ' ' : null}
          {isMet ? (
            <span className="rounded-full bg-good-soft px-2 py-0.5 text-xs font-semibold text-good ring-1 ring-good/30 ring-inset">
              Goal met
            </span>
          ) : null}
        </p>
        {percent === null ? null : (
          <div
            role="progressbar"
            aria-label="Weekly application goal"
            aria-valuemin={0}
            aria-valuemax={progress.goal ?? 0}
            aria-valuenow={value}
            aria-valuetext={isMet ? `${headline}. Goal met` : headline}
            className="mt-2 h-2.5 overflow-hidden rounded-full bg-surface-muted ring-1 ring-line ring-inset"
          >
            <div
              className={`h-full rounded-full transition-[width] motion-reduce:transition-none ${isMet ? 'bg-good-bar' : 'bg-brand-500'}`}
              style={{ width: `${String(percent)}%` }}
            />
          </div>
        )}
      </div>
      <p>
        <AppLink href={WEEKLY_GOAL_HREF} className={LINK}>
          {percent === null ? 'Set a weekly goal' : 'Change goal'}
        </AppLink>
      </p>
    </section>
  );
}
