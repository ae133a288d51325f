import { useId, type ReactNode } from 'react';
import { AppLink } from '../app-link';
import type {
  DashboardClosingJobFragment,
  DashboardFollowUpFragment,
  DashboardOfferFragment,
  DashboardQuietApplicationFragment,
} from '@/gql/graphql';
import { APPLY_BY_TONES, applyByStatus } from '@/lib/apply-by';
import { daysBetween, dueStatus, formatShortDay } from '@/lib/dates';
import { localDay } from '@/lib/local-day';
import { DUE_CHIP as CHIP, DUE_CHIP_TONES as TONES } from './due-chip';
import { answerByStatus, offersToAnswer } from './offer-format';

/** "2 weeks quiet", "16 days quiet": how long since the last news, in the unit it reads best. */
export function quietLabel(days: number): string {
  if (days % 7 === 0 && days >= 14) return `${days / 7} weeks quiet`;
  return `${days} days quiet`;
}

/**
 * What is due within a week: offers to answer (overdue first; of the applications at Offer,
 * `offers`, those whose day to answer by is this week or past), applications to follow up on
 * (overdue first), then jobs whose last day to apply is near and that are not applied to yet
 * (soonest first), then applications waiting without news and without a plan (quiet the
 * longest first), each leading to its page, where the offer, a follow-up date or an e-mail to a
 * contact is set. Each list shows only when it has something; the card says so when none has.
 * Under them, the way to the calendar feed that holds the same days (the settings' Calendar
 * panel).
 */
export function DueThisWeek({
  followUps,
  closing,
  quiet,
  offers,
  today,
}: {
  followUps: readonly DashboardFollowUpFragment[];
  closing: readonly DashboardClosingJobFragment[];
  quiet: readonly DashboardQuietApplicationFragment[];
  offers: readonly DashboardOfferFragment[];
  today: string;
}) {
  const toAnswer = offersToAnswer(offers, today);
  if (
    toAnswer.length === 0 &&
    followUps.length === 0 &&
    closing.length === 0 &&
    quiet.length === 0
  ) {
    return (
      <p className="text-sm text-ink-muted">
        Nothing due in the next 7 days. Set a follow-up date on an application, the last day to
        apply on a job or the day to answer an offer by, to be reminded here.
      </p>
    );
  }
  return (
    <div className="space-y-5">
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
      <p className="text-sm">
        <AppLink
          href="/settings#calendar"
          className="text-ink-muted underline decoration-line-strong underline-offset-2 hover:text-accent hover:decoration-current"
        >
          Add these days to your calendar
        </AppLink>
      </p>
    </div>
  );
}

function DueList({ title, children }: { title: string; children: ReactNode }) {
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

function DueRow({
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
      <time
        dateTime={day}
        className="w-14 shrink-0 pt-0.5 text-sm font-semibold text-ink tabular-nums"
      >
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
