/**
 * The offer form's checks, and what it sends: pure, so they can be tested without a browser.
 * They mirror the server's (backend/src/offers/offer-service.ts), which checks again: the
 * person sees what is wrong by the field before anything is sent.
 */
import type { ApplicationOfferFragment, OfferInput, PayPeriod } from '@/gql/graphql';
import type { OperationProblem } from '@/lib/graphql-errors';
import { refusedFieldOf } from '@/lib/refused-field';
import { formatMoney, PERIODS_PER_YEAR, type PayAmount } from '@/lib/pay';

/** The server's limits: amounts in the offer's currency, texts in characters once trimmed. */
export const OFFER_LIMITS = {
  amount: 100_000_000,
  equity: 200,
  notes: 5000,
  earliestDay: '2000-01-01',
  latestDay: '2099-12-31',
} as const;

/** The periods the form offers, the most common first. */
export const PAY_PERIODS: readonly PayPeriod[] = ['year', 'month', 'week', 'day', 'hour'];

/** What the currency field suggests; any other ISO 4217 code may be typed. */
export const COMMON_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'CHF',
  'INR',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'SGD',
  'NZD',
  'BRL',
] as const;

const CURRENCY = /^[A-Z]{3}$/u;
/** 155000, 155000.5, and with thousands written with commas: 155,000.50. */
const AMOUNT = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/u;
/** 10%, 12.5 %. */
const PERCENT = /^(\d+(?:\.\d+)?)\s*%$/u;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/u;
/** Spaces people put between thousands: plain, no-break and narrow no-break ones. */
const SPACES = /[\s\u00a0\u202f]/gu;

/** The form's fields, as typed; the names are OfferInput's, which the server's errors name. */
export interface OfferDraft {
  currency: string;
  baseAmount: string;
  /** A PayPeriod, from the select. */
  period: string;
  signingBonus: string;
  /** An amount, or a percentage of the yearly base ("10%"). */
  yearlyBonus: string;
  equity: string;
  /** The date fields' values: YYYY-MM-DD, or empty. */
  startsOn: string;
  respondBy: string;
  notes: string;
}

export type OfferField = keyof OfferDraft;

export type OfferErrors = Partial<Record<OfferField, string>>;

/** The fields in the order they are drawn: the first one wrong takes focus. */
export const OFFER_FIELDS: readonly OfferField[] = [
  'currency',
  'baseAmount',
  'period',
  'signingBonus',
  'yearlyBonus',
  'equity',
  'startsOn',
  'respondBy',
  'notes',
];

/** An amount as the form shows it: 155000, 75.5 as 75.50. */
function amountText(value: number | null): string {
  if (value === null) return '';
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function isPayPeriod(value: string): value is PayPeriod {
  return PAY_PERIODS.some((period) => period === value);
}

/**
 * The form's fields for the offer as it is written down, or for a new one: in the posting's
 * currency and period when it states them (most offers are made in the posting's terms), else
 * in US dollars a year.
 */
export function offerDraft(
  offer: ApplicationOfferFragment | null,
  posting: PayAmount | null | undefined,
): OfferDraft {
  if (offer)
    return {
      currency: offer.currency,
      baseAmount: amountText(offer.baseAmount),
      period: offer.period,
      signingBonus: amountText(offer.signingBonus),
      yearlyBonus: amountText(offer.yearlyBonus),
      equity: offer.equity ?? '',
      startsOn: offer.startsOn ?? '',
      respondBy: offer.respondBy ?? '',
      notes: offer.notes ?? '',
    };
  const currency = posting?.currency.trim().toUpperCase() ?? '';
  return {
    currency: CURRENCY.test(currency) ? currency : 'USD',
    baseAmount: '',
    period: posting?.period ?? 'year',
    signingBonus: '',
    yearlyBonus: '',
    equity: '',
    startsOn: '',
    respondBy: '',
    notes: '',
  };
}

/** The currency as it is sent: "usd " is USD. */
export function currencyCode(text: string): string {
  return text.trim().toUpperCase();
}

type Parsed =
  { kind: 'empty' } | { kind: 'amount'; value: number; decimals: number } | { kind: 'invalid' };

/** An amount as typed: digits, a decimal point, commas or spaces between thousands. */
function parseAmount(text: string): Parsed {
  const compact = text.replace(SPACES, '');
  if (compact === '') return { kind: 'empty' };
  if (!AMOUNT.test(compact)) return { kind: 'invalid' };
  const [whole = '', fraction = ''] = compact.replaceAll(',', '').split('.');
  const decimals = fraction.replace(/0+$/u, '').length;
  return { kind: 'amount', value: Number(`${whole}.${fraction || '0'}`), decimals };
}

/** A percentage as typed ("10%"), or null when the text is not one. */
function parsePercent(text: string): number | null {
  const match = PERCENT.exec(text.replace(SPACES, ''));
  return match ? Number(match[1]) : null;
}

/** Cents: amounts are sent rounded to them. */
function toCents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** The base pay for a year, as the server counts it; null while the base pay is not an amount. */
export function yearlyBaseOf(draft: Pick<OfferDraft, 'baseAmount' | 'period'>): number | null {
  const base = parseAmount(draft.baseAmount);
  if (base.kind !== 'amount' || !isPayPeriod(draft.period)) return null;
  return toCents(base.value * PERIODS_PER_YEAR[draft.period]);
}

/**
 * What a percentage in the yearly bonus field comes to ("10% of $155,000 a year is $15,500"),
 * to show under the field; null when the field holds no percentage or there is no base pay to
 * take it of.
 */
export function yearlyBonusPreview(draft: OfferDraft, locale?: string): string | null {
  const percent = parsePercent(draft.yearlyBonus);
  const yearlyBase = yearlyBaseOf(draft);
  const currency = currencyCode(draft.currency);
  if (percent === null || yearlyBase === null || !CURRENCY.test(currency)) return null;
  const money = (value: number) => formatMoney(currency, value, { locale });
  return `${String(percent)}% of ${money(yearlyBase)} a year is ${money(toCents((yearlyBase * percent) / 100))}.`;
}

const MAX_AMOUNT_TEXT = OFFER_LIMITS.amount.toLocaleString('en-US');

function checkAmount(text: string, { isRequired }: { isRequired: boolean }): string | undefined {
  const amount = parseAmount(text);
  if (amount.kind === 'empty') return isRequired ? 'Enter the base pay.' : undefined;
  // "-5000": a number, but less than nothing.
  if (amount.kind === 'invalid' && parseAmount(text.trim().replace(/^-/u, '')).kind === 'amount')
    return isRequired ? 'Enter a base pay of more than 0.' : 'Enter an amount of 0 or more.';
  if (amount.kind === 'invalid')
    return isRequired
      ? 'Enter the base pay as a number, such as 155000 or 155,000.'
      : 'Enter an amount such as 20000 or 20,000, or leave it empty.';
  return checkValue(amount.value, amount.decimals, { isRequired });
}

function checkValue(
  value: number,
  decimals: number,
  { isRequired }: { isRequired: boolean },
): string | undefined {
  if (isRequired && value <= 0) return 'Enter a base pay of more than 0.';
  if (value > OFFER_LIMITS.amount) return `Enter at most ${MAX_AMOUNT_TEXT}.`;
  if (decimals > 2) return 'Enter at most 2 decimals.';
  return undefined;
}

function checkYearlyBonus(draft: OfferDraft): string | undefined {
  const percent = parsePercent(draft.yearlyBonus);
  if (percent === null) {
    if (parseAmount(draft.yearlyBonus).kind === 'invalid')
      return 'Enter an amount such as 20000, or a percentage of the yearly base such as 10%.';
    return checkAmount(draft.yearlyBonus, { isRequired: false });
  }
  const yearlyBase = yearlyBaseOf(draft);
  if (yearlyBase === null)
    return 'Enter the base pay first: the percentage is of its yearly amount.';
  return checkValue(toCents((yearlyBase * percent) / 100), 0, { isRequired: false });
}

/** Whether `day` is a real YYYY-MM-DD date (not 2026-02-30). */
function isCalendarDay(day: string): boolean {
  const match = DAY.exec(day);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === day;
}

function checkDay(day: string): string | undefined {
  if (day === '') return undefined;
  return isCalendarDay(day) && day >= OFFER_LIMITS.earliestDay && day <= OFFER_LIMITS.latestDay
    ? undefined
    : 'Enter a day from 2000 to 2099.';
}

function checkCurrency(text: string): string | undefined {
  const currency = currencyCode(text);
  if (currency === '') return 'Enter the currency’s three-letter code, such as USD.';
  return CURRENCY.test(currency)
    ? undefined
    : 'Enter a three-letter currency code, such as USD or EUR.';
}

function tooLong(value: string, limit: number, what: string): string | undefined {
  return value.length > limit
    ? `${what} at most ${limit.toLocaleString('en-US')} characters.`
    : undefined;
}

/** What is wrong with each field; empty when the form can be sent. */
export function checkOffer(draft: OfferDraft): OfferErrors {
  const found: [OfferField, string | undefined][] = [
    ['currency', checkCurrency(draft.currency)],
    ['baseAmount', checkAmount(draft.baseAmount, { isRequired: true })],
    ['period', isPayPeriod(draft.period) ? undefined : 'Choose how often the base pay is paid.'],
    ['signingBonus', checkAmount(draft.signingBonus, { isRequired: false })],
    ['yearlyBonus', checkYearlyBonus(draft)],
    ['equity', tooLong(draft.equity.trim(), OFFER_LIMITS.equity, 'Equity has')],
    ['startsOn', checkDay(draft.startsOn.trim())],
    ['respondBy', checkDay(draft.respondBy.trim())],
    ['notes', tooLong(draft.notes.trim(), OFFER_LIMITS.notes, 'Notes have')],
  ];
  const errors: OfferErrors = {};
  for (const [field, message] of found) if (message !== undefined) errors[field] = message;
  return errors;
}

function textOrNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** An optional amount as sent: none (and 0, which the server writes as none) is null. */
function amountOrNull(text: string): number | null {
  const amount = parseAmount(text);
  return amount.kind === 'amount' && amount.value > 0 ? toCents(amount.value) : null;
}

/**
 * The offer as the API takes it, whole: trimmed, blank as null, the currency in capitals and a
 * yearly bonus typed as a percentage turned into its amount. Call after checkOffer.
 */
export function offerInput(draft: OfferDraft): OfferInput {
  const percent = parsePercent(draft.yearlyBonus);
  const yearlyBase = yearlyBaseOf(draft);
  const yearlyBonus =
    percent === null
      ? amountOrNull(draft.yearlyBonus)
      : yearlyBase === null
        ? null
        : toCents((yearlyBase * percent) / 100) || null;
  const base = parseAmount(draft.baseAmount);
  return {
    currency: currencyCode(draft.currency),
    baseAmount: base.kind === 'amount' ? toCents(base.value) : 0,
    period: isPayPeriod(draft.period) ? draft.period : 'year',
    signingBonus: amountOrNull(draft.signingBonus),
    yearlyBonus,
    equity: textOrNull(draft.equity),
    startsOn: textOrNull(draft.startsOn),
    respondBy: textOrNull(draft.respondBy),
    notes: textOrNull(draft.notes),
  };
}

/** Whether the form holds something other than what it opened with. */
export function isDraftChanged(initial: OfferDraft, draft: OfferDraft): boolean {
  return OFFER_FIELDS.some((key) => initial[key].trim() !== draft[key].trim());
}

/**
 * The field a VALIDATION_FAILED refusal names (`extensions.details.field`), when the form has
 * it, so its message can sit by that field; undefined for any other problem (an application
 * that has not reached Offer names `applicationId`: the whole form's).
 */
export function refusedOfferField(problem: OperationProblem): OfferField | undefined {
  return refusedFieldOf(problem, OFFER_FIELDS);
}
