/**
 * An offer as people read it: its pay ("$155,000 a year"), where it sits against the posting's
 * range, the day to answer by, and how the offers at hand compare. Pure: the amounts and the
 * yearly figures come from the server (Offer.yearlyBase, Offer.firstYearTotal); this only
 * words and orders them. Days are written by hand, not by Intl (see dates.ts formatShortDay).
 */
import type { ApplicationOfferFragment, ApplicationStatus, PayPeriod } from '@/gql/graphql';
import { daysBetween, dueStatus, formatShortDay, type DueTone } from '@/lib/dates';
import { formatMoney, PERIOD_TEXT, yearlyRange, type PayAmount } from '@/lib/pay';

type Offer = ApplicationOfferFragment;

/** The statuses at which an application holds an offer (accepted: the one taken). */
const OFFER_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['offer', 'accepted']);

/**
 * Whether the application has reached an offer, so that its page shows the Offer card: it is
 * at Offer or Accepted, has an offer written down, or its history holds a move to one of them
 * (an offer declined still has its terms to look back at). The server lets an offer be written
 * down on the same terms.
 */
export function hasReachedOffer(application: {
  status: ApplicationStatus;
  offer: unknown;
  events: readonly { toStatus: ApplicationStatus | null }[];
}): boolean {
  return (
    OFFER_STATUSES.has(application.status) ||
    (application.offer !== null && application.offer !== undefined) ||
    application.events.some(
      (event) => event.toStatus !== null && OFFER_STATUSES.has(event.toStatus),
    )
  );
}

/** "$155,000 a year", "€75.50 an hour": an amount of the offer in full, with its period. */
export function formatAmountPer(
  currency: string,
  amount: number,
  period: PayPeriod,
  locale?: string,
): string {
  return `${formatMoney(currency, amount, { locale })} ${PERIOD_TEXT[period]}`;
}

export type PostingPosition = 'within' | 'above' | 'below';

export type PostingComparison =
  | { kind: 'compared'; position: PostingPosition; text: string }
  /** The posting pays in another currency: nothing is converted, so nothing is compared. */
  | { kind: 'other-currency'; text: string };

/** Yearly amounts closer than half a cent are the same: floating point aside. */
const CENT = 0.005;

/**
 * How the offer's yearly base sits against the posting's pay, annualised the same way
 * ("Within the posting's $140K–$160K a year", "Below the posting's floor of $90K a year"),
 * written in the posting's own terms; null when the posting states no pay.
 */
export function compareWithPosting(
  offer: Pick<Offer, 'currency' | 'yearlyBase'>,
  pay: PayAmount | null | undefined,
  locale?: string,
): PostingComparison | null {
  const range = yearlyRange(pay);
  if (!pay || !range) return null;
  if (pay.currency.toUpperCase() !== offer.currency.toUpperCase())
    return {
      kind: 'other-currency',
      text: `The posting's pay is in ${pay.currency}: nothing is converted, so it is not compared.`,
    };
  const amount = (value: number) => formatMoney(pay.currency, value, { locale, isShort: true });
  const per = pay.period ? ` ${PERIOD_TEXT[pay.period]}` : '';
  const base = offer.yearlyBase;
  const isBelow = range.min !== null && base < range.min - CENT;
  const isAbove = range.max !== null && base > range.max + CENT;
  const position: PostingPosition = isBelow ? 'below' : isAbove ? 'above' : 'within';
  const compared = (text: string) => ({ kind: 'compared' as const, position, text });

  const min = pay.min ?? null;
  const max = pay.max ?? null;
  if (min !== null && max !== null) {
    if (min === max) {
      const single = `${amount(min)}${per}`;
      if (position === 'within') return compared(`Matches the posting's ${single}`);
      return compared(`${position === 'above' ? 'Above' : 'Below'} the posting's ${single}`);
    }
    const span = `${amount(min)}–${amount(max)}${per}`;
    if (position === 'within') return compared(`Within the posting's ${span}`);
    return compared(`${position === 'above' ? 'Above' : 'Below'} the posting's range (${span})`);
  }
  if (min !== null) {
    const floor = `floor of ${amount(min)}${per}`;
    return compared(
      position === 'below' ? `Below the posting's ${floor}` : `At or above the posting's ${floor}`,
    );
  }
  const ceiling = `ceiling of ${amount(max ?? 0)}${per}`;
  return compared(
    position === 'above'
      ? `Above the posting's ${ceiling}`
      : `At or below the posting's ${ceiling}`,
  );
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The day's weekday, "Fri"; null when `day` is not a YYYY-MM-DD day. */
function weekdayOf(day: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/u.test(day)) return null;
  const time = Date.parse(day);
  return Number.isNaN(time) ? null : (WEEKDAYS[new Date(time).getUTCDay()] ?? null);
}

/**
 * "Fri, Dec 4", or "Mon, Jan 4, 2027" when the day is not in `today`'s year; the input itself
 * when it is not a day.
 */
export function formatWeekdayDay(day: string, today: string): string {
  const weekday = weekdayOf(day);
  if (weekday === null) return day;
  const year = day.slice(0, 4);
  const short = `${weekday}, ${formatShortDay(day)}`;
  return year === today.slice(0, 4) ? short : `${short}, ${year}`;
}

export interface AnswerBy {
  tone: DueTone;
  /** "Fri, Dec 4". */
  day: string;
  /** How far off, in the follow-ups' words: "In 4 days", "Today", "Overdue by 2 days". */
  label: string;
  /**
   * For a list of what is due: "Answer by Fri", "Answer today", "Overdue by 2 days", "Answer in
   * 7 days".
   */
  shortLabel: string;
}

/** How near the day to answer an offer by is, as of `today` (the person's YYYY-MM-DD day). */
export function answerByStatus(respondBy: string, today: string): AnswerBy {
  const due = dueStatus(respondBy, today);
  const days = daysBetween(today, respondBy);
  let shortLabel: string;
  if (due.tone === 'overdue' || days === null) shortLabel = due.label;
  else if (days === 0) shortLabel = 'Answer today';
  else if (days === 1) shortLabel = 'Answer tomorrow';
  // A weekday names one day only within the coming six; a week or more ahead, it would name
  // today's weekday as well.
  else if (days < 7) shortLabel = `Answer by ${weekdayOf(respondBy) ?? formatShortDay(respondBy)}`;
  else shortLabel = `Answer in ${String(days)} days`;
  return { tone: due.tone, day: formatWeekdayDay(respondBy, today), label: due.label, shortLabel };
}

/** An application at the Offer stage, as the dashboard lists it. */
export interface OfferApplication {
  id: string;
  status: ApplicationStatus;
  job: { title: string };
  offer: Pick<Offer, 'currency' | 'firstYearTotal' | 'respondBy'> | null;
}

export interface ComparedOffer<Application extends OfferApplication> {
  application: Application;
  /** The highest first-year total among two or more offers of its currency. */
  isHighestFirstYear: boolean;
}

/** Answer-by soonest first, those without a day (or without an offer yet) last; then by title. */
function byAnswerDay(a: OfferApplication, b: OfferApplication): number {
  const dayA = a.offer?.respondBy ?? null;
  const dayB = b.offer?.respondBy ?? null;
  if (dayA !== dayB) {
    if (dayA === null) return 1;
    if (dayB === null) return -1;
    return dayA < dayB ? -1 : 1;
  }
  if ((a.offer === null) !== (b.offer === null)) return a.offer === null ? 1 : -1;
  return a.job.title.localeCompare(b.job.title);
}

/**
 * The offers side by side: in the order to answer them, each marked when its first year pays
 * the most of the offers in its currency (only where there are two or more to compare and they
 * differ), and the currencies they are in; nothing is converted between currencies.
 */
export function compareOffers<Application extends OfferApplication>(
  applications: readonly Application[],
): { rows: ComparedOffer<Application>[]; currencies: string[] } {
  const byCurrency = new Map<string, number[]>();
  for (const { offer } of applications) {
    if (!offer) continue;
    const totals = byCurrency.get(offer.currency) ?? [];
    totals.push(offer.firstYearTotal);
    byCurrency.set(offer.currency, totals);
  }
  const highest = new Map<string, number>();
  for (const [currency, totals] of byCurrency) {
    const top = Math.max(...totals);
    if (totals.length >= 2 && totals.some((total) => total < top)) highest.set(currency, top);
  }
  const rows = [...applications].sort(byAnswerDay).map((application) => ({
    application,
    isHighestFirstYear:
      application.offer !== null &&
      highest.get(application.offer.currency) === application.offer.firstYearTotal,
  }));
  return { rows, currencies: [...byCurrency.keys()].sort() };
}

/**
 * The offers still to answer whose day is within `withinDays` of `today` or already past,
 * soonest (most overdue) first: "Offers to answer" under "Due this week".
 */
export function offersToAnswer<Application extends OfferApplication>(
  applications: readonly Application[],
  today: string,
  withinDays = 7,
): (Application & { offer: { respondBy: string } })[] {
  return applications
    .filter((application): application is Application & { offer: { respondBy: string } } => {
      const respondBy = application.offer?.respondBy ?? null;
      if (application.status !== 'offer' || respondBy === null) return false;
      const days = daysBetween(today, respondBy);
      return days !== null && days <= withinDays;
    })
    .sort((a, b) =>
      a.offer.respondBy < b.offer.respondBy ? -1 : a.offer.respondBy > b.offer.respondBy ? 1 : 0,
    );
}
