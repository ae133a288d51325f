import { AppLink } from '../app-link';
import type {
  DashboardClosingJobFragment,
  DashboardFollowUpFragment,
  DashboardOfferFragment,
  DashboardQuietApplicationFragment,
  DashboardTaskFragment,
} from '@/gql/graphql';
import { APPLY_BY_TONES, applyByStatus } from '@/lib/apply-by';
import { daysBetween, dueStatus } from '@/lib/dates';
import { localDay } from '@/lib/local-day';
import { openTasksDue } from './application-task-rules';
import { DUE_CHIP as CHIP, DUE_CHIP_TONES as TONES } from './due-chip';
import { DueList, DueRow } from './due-list';
import { DueTasks } from './due-tasks';
import { answerByStatus, offersToAnswer } from './offer-format';

const QUIET_LINK =
  'text-ink-muted underline decoration-line-strong underline-offset-2 hover:text-accent hover:decoration-current';

/** "2 weeks quiet", "16 days quiet": how long since the last news, in the unit it reads best. */
export function quietLabel(days: number): string {
  if (days % 7 === 0 && days >= 14) return `${days / 7} weeks quiet`;
  return `${days} days quiet`;
}

/**
 * What is due within a week: offers to answer (overdue first; of the applications at Offer,
 * `offers`, those whose day to answer by is this week or past), the tasks of applications due
 * (overdue first), to check off right here, applications to follow up on (overdue first), then
 * jobs whose last day to apply is near and that are not applied to yet (soonest first), then
 * applications waiting without news and without a plan (quiet the longest first), each leading
 * to its page, where the offer, a task, a follow-up date or an e-mail to a contact is set. Each
 * list shows only when it has something; the card says so when none has. Under them, the way to
 * every open task (the Tasks page) and to the calendar feed that holds the same days (the
 * settings' Calendar panel).
 */
export function DueThisWeek({
  followUps,
  tasks,
  closing,
  quiet,
  offers,
  today,
  onStale,
}: {
  followUps: readonly DashboardFollowUpFragment[];
  tasks: readonly DashboardTaskFragment[];
  closing: readonly DashboardClosingJobFragment[];
  quiet: readonly DashboardQuietApplicationFragment[];
  offers: readonly DashboardOfferFragment[];
  today: string;
  /** Reads the dashboard again, after a task checked off here turned out to be gone. */
  onStale: () => void;
}) {
  const toAnswer = offersToAnswer(offers, today);
  const isEmpty =
    toAnswer.length === 0 &&
    openTasksDue(tasks, today).length === 0 &&
    followUps.length === 0 &&
    closing.length === 0 &&
    quiet.length === 0;
  // One tree whether or not anything is due: the tasks keep their Undo after the last one due
  // is checked off.
  return (
    <div className="space-y-5">
      {isEmpty ? (
        <p className="text-sm text-ink-muted">
          Nothing due in the next 7 days. Give a task or a follow-up a day on an application, or set
          the last day to apply on a job or the day to answer an offer by, to be reminded here.
        </p>
      ) : null}
      {toAnswer.length > 0 ? (
        <DueList title="Offers to answer">
          {toAnswer.map((application) => {
            const { respondBy } = application.offer;
            const answerBy = answerByStatus(respondBy, today);
            return (
              <DueRow
                key={application.id}
                day={respondBy}
                href={`/applications/${application.id}`}
                title={application.job.title}
                company={application.job.company}
                chip={
                  <span className={`${CHIP} ${TONES[answerBy.tone]}`}>{answerBy.shortLabel}</span>
                }
              />
            );
          })}
        </DueList>
      ) : null}
      <DueTasks tasks={tasks} today={today} onStale={onStale} />
      {followUps.length > 0 ? (
        <DueList title="Follow-ups">
          {followUps.map((item) => {
            const on = item.followUpOn ?? today;
            const due = dueStatus(on, today);
            return (
              <DueRow
                key={item.id}
                day={on}
                href={`/applications/${item.id}`}
                title={item.job.title}
                company={item.job.company}
                chip={<span className={`${CHIP} ${TONES[due.tone]}`}>{due.label}</span>}
              />
            );
          })}
        </DueList>
      ) : null}
      {closing.length > 0 ? (
        <DueList title="Applications closing">
          {closing.map((job) => {
            const applyBy = job.applyBy ?? today;
            const status = applyByStatus(applyBy, today);
            return (
              <DueRow
                key={job.id}
                day={applyBy}
                href={`/jobs/${job.id}`}
                title={job.title}
                company={job.company}
                chip={
                  status ? (
                    <span className={`${CHIP} ${APPLY_BY_TONES[status.tone]}`}>
                      {status.shortLabel}
                    </span>
                  ) : null
                }
              />
            );
          })}
        </DueList>
      ) : null}
      {quiet.length > 0 ? (
        <DueList title="Gone quiet">
          {quiet.map(({ application, lastActivityAt }) => {
            const day = localDay(new Date(lastActivityAt));
            const days = daysBetween(day, today);
            return (
              <DueRow
                key={application.id}
                day={day}
                href={`/applications/${application.id}`}
                title={application.job.title}
                company={application.job.company}
                chip={
                  days === null ? null : (
                    <span className={`${CHIP} ${TONES.upcoming}`}>{quietLabel(days)}</span>
                  )
                }
              />
            );
          })}
        </DueList>
      ) : null}
      {/* Every open task, undated ones and those due past the week too: shown even when
          nothing is due this week. */}
      <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <AppLink href="/tasks" className={QUIET_LINK}>
          All open tasks
        </AppLink>
        {isEmpty ? null : (
          <AppLink href="/settings#calendar" className={QUIET_LINK}>
            Add these days to your calendar
          </AppLink>
        )}
      </p>
    </div>
  );
}
