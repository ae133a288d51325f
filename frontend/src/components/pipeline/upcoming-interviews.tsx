import type { DashboardUpcomingInterviewFragment } from '@/gql/graphql';
import { formatInterviewTime, interviewTiming } from '@/lib/interview-time';
import { AppLink } from '../app-link';

/**
 * The next interviews (the Dashboard query asks for five), soonest first: when, which job at
 * which company, and what the interview is; each leads to its application. The card around it
 * is drawn only when there are some (dashboard-content.tsx).
 */
export function UpcomingInterviews({
  interviews,
  now,
}: {
  interviews: readonly DashboardUpcomingInterviewFragment[];
  now: Date;
}) {
  return (
    <ul className="divide-y divide-line">
      {interviews.map((interview) => {
        const { job } = interview.application;
        const about = [job.company, interview.title].filter(Boolean).join(' · ');
        const isNow = interviewTiming(interview.startsAt, interview.durationMinutes, now) === 'now';
        return (
          <li
            key={interview.id}
            className="flex flex-col gap-0.5 py-3 first:pt-0 last:pb-0 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <p className="flex shrink-0 flex-wrap items-center gap-2 text-sm font-semibold text-ink sm:w-60">
              <time dateTime={interview.startsAt}>
                {formatInterviewTime(interview.startsAt, interview.durationMinutes, { now })}
              </time>
              {isNow ? (
                <span className="rounded-full bg-warn-soft px-2 py-0.5 text-xs font-semibold text-warn ring-1 ring-warn-line ring-inset">
                  Now
                </span>
              ) : null}
            </p>
            <div className="min-w-0">
              <AppLink
                href={`/applications/${interview.application.id}`}
                className="font-medium break-words text-ink hover:text-accent hover:underline"
              >
                {job.title}
              </AppLink>
              {about ? <p className="text-sm break-words text-ink-muted">{about}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
