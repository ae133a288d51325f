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

/** One amount in its currency: short from ten thousand up, cents only when there are some. */
function amountText(currency: string, value: number, locale?: string): string {
  const isLarge = value >= 10_000;
  const digits: Intl.NumberFormatOptions = isLarge
    ? { notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
    : Number.isInteger(value)
      ? { minimumFractionDigits: 0, maximumFractionDigits: 0 }
      : { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, ...digits }).format(value);
  } catch {
    // A currency Intl refuses (the engine writes ISO 4217 codes, but the API is open): the
    // number, then the currency as given.
    const number = new Intl.NumberFormat(locale, isLarge ? { notation: 'compact' } : {});
    return `${number.format(value)} ${currency}`;
  }
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
