/**
 * A job's pay as a person reads it: "$140K–$165K a year", "From €55K", "Up to £45 an hour".
 * Amounts of ten thousand and more are written short; smaller ones (hourly rates) in full.
 */
import type { PayPeriod } from '@/gql/graphql';

export interface PayAmount {
  currency: string;
  min?: number | null;
  max?: number | null;
  period?: PayPeriod | null;
}

const PERIOD_TEXT: Readonly<Record<PayPeriod, string>> = {
  hour: 'an hour',
  day: 'a day',
  week: 'a week',
  month: 'a month',
  year: 'a year',
};

function formatterFor(currency: string, value: number, locale?: string): Intl.NumberFormat {
  const isLarge = value >= 10_000;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      ...(isLarge
        ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
        : Number.isInteger(value)
          ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
          : { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    });
  } catch {
    // A code Intl does not know (the engine only writes ISO 4217, but the API is open).
    return new Intl.NumberFormat(locale, isLarge ? { notation: 'compact' } : {});
  }
}

function amountText(currency: string, value: number, locale?: string): string {
  const text = formatterFor(currency, value, locale).format(value);
  return /^\p{L}{3}$/u.test(currency) && !/[^\d\s.,KMB\p{Pd}]/u.test(text)
    ? `${text} ${currency}`
    : text;
}

/** The pay in a few words, or null when there is none to tell. */
export function formatPay(pay: PayAmount | null | undefined, locale?: string): string | null {
  if (!pay) return null;
  const { currency, min = null, max = null, period = null } = pay;
  const amount = (value: number) => amountText(currency, value, locale);
  let range: string;
  if (min !== null && max !== null)
    range = min === max ? amount(min) : `${amount(min)}–${amount(max)}`;
  else if (min !== null) range = `From ${amount(min)}`;
  else if (max !== null) range = `Up to ${amount(max)}`;
  else return null;
  return period === null ? range : `${range} ${PERIOD_TEXT[period]}`;
}

const PERIODS_PER_YEAR: Readonly<Record<PayPeriod, number>> = {
  hour: 2_080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

/**
 * The top of the pay as a year's worth (40-hour weeks, 260 working days), to order jobs of one
 * currency by; a pay without a period counts as yearly, as most such postings mean. Null
 * without an amount.
 */
export function yearlyTop(pay: PayAmount | null | undefined): number | null {
  const top = pay?.max ?? pay?.min ?? null;
  if (top === null || !pay) return null;
  return top * (pay.period ? PERIODS_PER_YEAR[pay.period] : 1);
}
