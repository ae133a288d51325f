/**
 * A job's pay as a person reads it: "$140K–$165K a year", "From €55K", "Up to £45 an hour".
 * Amounts of ten thousand and more are written short; smaller ones (hourly rates) in full.
 * And amounts of money on their own ("$155,000"), and pay for a year, to compare pay of
 * different periods.
 */
import type { PayPeriod } from '@/gql/graphql';

export interface PayAmount {
  currency: string;
  min?: number | null;
  max?: number | null;
  period?: PayPeriod | null;
}

/** How a period reads after an amount: "$75 an hour". */
export const PERIOD_TEXT: Readonly<Record<PayPeriod, string>> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

/**
 * An amount of money in its currency, with cents only when there are some: "$155,000",
 * "€75.50". `isShort` writes amounts from ten thousand up short ("$155K"), as postings do.
 */
export function formatMoney(
  currency: string,
  value: number,
  { locale, isShort = false }: { locale?: string; isShort?: boolean } = {},
): string {
  const isCompact = isShort && value >= 10_000;
  const digits: Intl.NumberFormatOptions = isCompact
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : Number.isInteger(value)
      ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(value);
  } catch {
    // A currency Intl refuses (the engine writes ISO 4217 codes, but the API is open): the
    // number, then the currency as given.
    const number = new Intl.NumberFormat(locale, isCompact ? { notation: 'compact' } : digits);
    return `${number.format(value)} ${currency}`;
  }
}

/** The pay in a few words, or null when there is none to tell. */
export function formatPay(pay: PayAmount | null | undefined, locale?: string): string | null {
  if (!pay) return null;
  const { currency, min = null, max = null, period = null } = pay;
  const amount = (value: number) => formatMoney(currency, value, { locale, isShort: true });
  let range: string;
  if (min !== null && max !== null)
    range = min === max ? amount(min) : `${amount(min)}–${amount(max)}`;
  else if (min !== null) range = `From ${amount(min)}`;
  else if (max !== null) range = `Up to ${amount(max)}`;
  else return null;
  return period === null ? range : `${range} ${PERIOD_TEXT[period]}`;
}

/**
 * How many of each period a year holds: 40-hour weeks, 260 working days. The server counts
 * an offer's yearly base the same way (Offer.yearlyBase).
 */
export const PERIODS_PER_YEAR: Readonly<Record<PayPeriod, number>> = {
  hour: 2_080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

/** An amount per `period` as a year's worth; without a period it counts as yearly already. */
export function yearlyAmount(value: number, period: PayPeriod | null | undefined): number {
  return value * (period ? PERIODS_PER_YEAR[period] : 1);
}

/**
 * The pay's range as a year's worth, each end null when the posting leaves it open; null when
 * the posting states no amount at all.
 */
export function yearlyRange(
  pay: PayAmount | null | undefined,
): { min: number | null; max: number | null } | null {
  if (!pay) return null;
  const min = pay.min ?? null;
  const max = pay.max ?? null;
  if (min === null && max === null) return null;
  return {
    min: min === null ? null : yearlyAmount(min, pay.period),
    max: max === null ? null : yearlyAmount(max, pay.period),
  };
}
