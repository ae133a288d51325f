import type { DashboardOfferFragment } from '@/gql/graphql';
import { formatMoney } from '@/lib/pay';
import { AppLink } from '../app-link';
import { DUE_CHIP, DUE_CHIP_TONES } from './due-chip';
import { OfferFigure } from './offer-figure';
import { answerByStatus, compareOffers, formatWeekdayDay } from './offer-format';

const LINK = 'font-medium text-accent underline-offset-2 hover:underline';

/** "USD", "USD and EUR", "CHF, EUR and USD". */
function listOf(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}`;
}

/**
 * The applications at the Offer stage side by side, the next to answer first: each offer's
 * yearly base and first-year total, equity, match, start day and day to answer by, the best
 * first year marked among offers of one currency. Amounts are never converted between
 * currencies. An application whose offer is not written down yet leads to its page to do so.
 * One row per offer on wide screens, its figures in a grid that wraps on narrow ones.
 */
export function OffersComparison({
  applications,
  today,
  headingId,
}: {
  applications: readonly DashboardOfferFragment[];
  /** The panel's heading, which names the list. */
  headingId: string;
  /** The person's day (YYYY-MM-DD), which the days to answer by are counted from. */
  today: string;
}) {
  const { rows, currencies } = compareOffers(applications);
  return (
    <div>
      {currencies.length > 1 ? (
        <p className="mb-4 rounded-lg bg-surface-muted px-3 py-2 text-sm text-ink-muted">
          These offers are in {listOf(currencies)}: each is compared only with offers in its own
          currency, as nothing is converted.
        </p>
      ) : null}
      <ul aria-labelledby={headingId} className="divide-y divide-line">
        {rows.map(({ application, isHighestFirstYear }) => {
          const { job, offer } = application;
          const href = `/applications/${application.id}`;
          const answerBy = offer?.respondBy ? answerByStatus(offer.respondBy, today) : null;
          const money = (value: number) => formatMoney(offer?.currency ?? 'USD', value);
          return (
            <li
              key={application.id}
              className="py-4 first:pt-0 last:pb-0 lg:grid lg:grid-cols-[minmax(0,14rem)_minmax(0,1fr)] lg:gap-6"
            >
              <div className="min-w-0">
                <AppLink
                  href={href}
                  className="font-medium break-words text-ink hover:text-accent hover:underline"
                >
                  {job.title}
                </AppLink>
                {job.company ? (
                  <p className="truncate text-sm text-ink-muted">{job.company}</p>
                ) : null}
                {isHighestFirstYear ? (
                  <p className="mt-1.5">
                    <span className="inline-flex rounded-full bg-good-soft px-2 py-0.5 text-xs font-semibold text-good ring-1 ring-good-bar/60 ring-inset">
                      Highest first year
                    </span>
                  </p>
                ) : null}
              </div>
              {offer ? (
                // On wide screens the figures of every offer line up in columns, sized to what
                // they hold: equity is words, a match score two digits. On phones, two by two,
                // but equity and the day to answer by (with its chip) on rows of their own.
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3 lg:mt-0 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1.5fr)_minmax(0,0.6fr)_minmax(0,1.1fr)_minmax(0,1.3fr)]">
                  <OfferFigure term="Yearly base">{money(offer.yearlyBase)}</OfferFigure>
                  <OfferFigure term="First year" emphasis="bold">
                    {money(offer.firstYearTotal)}
                  </OfferFigure>
                  <OfferFigure term="Equity" className="col-span-2 sm:col-span-1">
                    {offer.equity ?? <None />}
                  </OfferFigure>
                  <OfferFigure term="Match">
                    {application.matchScore === null ? (
                      <None />
                    ) : (
                      <>
                        {Math.round(application.matchScore)}
                        <span className="sr-only"> out of 100</span>
                      </>
                    )}
                  </OfferFigure>
                  <OfferFigure term="Starts">
                    {offer.startsOn ? (
                      <time dateTime={offer.startsOn}>
                        {formatWeekdayDay(offer.startsOn, today)}
                      </time>
                    ) : (
                      <None />
                    )}
                  </OfferFigure>
                  <OfferFigure term="Answer by" className="col-span-2 sm:col-span-1">
                    {offer.respondBy && answerBy ? (
                      <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                        <time dateTime={offer.respondBy}>{answerBy.day}</time>
                        <span className={`${DUE_CHIP} ${DUE_CHIP_TONES[answerBy.tone]}`}>
                          {answerBy.label}
                        </span>
                      </span>
                    ) : (
                      <None />
                    )}
                  </OfferFigure>
                </dl>
              ) : (
                <p className="mt-2 text-sm text-ink-muted lg:mt-0 lg:self-center">
                  Not written down yet.{' '}
                  <AppLink href={href} className={LINK}>
                    Write down the offer
                    <span className="sr-only"> for {job.title}</span>
                  </AppLink>
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** An empty figure: a dash to the eye, words to a screen reader. */
function None() {
  return (
    <>
      <span aria-hidden="true" className="text-ink-subtle">
        —
      </span>
      <span className="sr-only">None</span>
    </>
  );
}
