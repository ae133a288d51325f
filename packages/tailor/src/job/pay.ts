/**
 * The pay a posting states: a range ("$120,000 – $150,000 a year", "€55k-65k", "£40 per
 * hour"), a floor ("from $90k") or a ceiling ("up to 70.000 € p.a."), from its text or from a
 * schema.org `baseSalary`. Only amounts with a currency count, and only where the line says it
 * is pay (a word such as salary, pay or compensation, or a period such as "a year"): "$500
 * learning budget" and "we raised $40M" are not pay.
 */

export const PAY_PERIODS = ['hour', 'day', 'week', 'month', 'year'] as const;
export type PayPeriod = (typeof PAY_PERIODS)[number];

/** A working year: 40-hour weeks, 260 working days. */
const PERIODS_PER_YEAR: Readonly<Record<PayPeriod, number>> = {
  hour: 2_080,
  day: 260,
  week: 52,
  month: 12,
  year: 1,
};

/** An amount paid per `period` as a year's worth, in cents (amounts are money). */
export function yearlyAmount(amount: number, period: PayPeriod): number {
  return Math.round(amount * PERIODS_PER_YEAR[period] * 100) / 100;
}

export interface Pay {
  /** ISO 4217 code ("USD", "EUR"). */
  currency: string;
  /** The lowest amount; null for "up to …". */
  min: number | null;
  /** The highest amount; null for "from …". Equal to `min` for a single amount. */
  max: number | null;
  /** Null when the posting does not say. */
  period: PayPeriod | null;
}

/** Symbols, longest first so that "CA$" is not read as "$". */
const SYMBOLS: readonly (readonly [string, string])[] = [
  ['US$', 'USD'],
  ['CA$', 'CAD'],
  ['AU$', 'AUD'],
  ['NZ$', 'NZD'],
  ['HK$', 'HKD'],
  ['C$', 'CAD'],
  ['A$', 'AUD'],
  ['S$', 'SGD'],
  ['$', 'USD'],
  ['€', 'EUR'],
  ['£', 'GBP'],
  ['₹', 'INR'],
  ['¥', 'JPY'],
];
const CODES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'INR',
  'JPY',
  'SGD',
  'HKD',
  'ZAR',
  'BRL',
  'MXN',
];

const escape = (text: string) => text.replace(/[$]/g, '\\$');
const SYMBOL = SYMBOLS.map(([symbol]) => escape(symbol)).join('|');
const CODE = CODES.join('|');
/** 120,000 · 120.000 · 120 000 · 45.50 · 1.5 (before a k). */
const NUMBER = String.raw`\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?`;

function amount(n: number): string {
  return (
    String.raw`(?:(?<pre${n}>${SYMBOL})\s?|(?<preCode${n}>${CODE})\s?)?` +
    String.raw`(?<num${n}>${NUMBER})(?<k${n}>\s?[kK](?![a-zA-Z]))?` +
    String.raw`(?:\s?(?<post${n}>€|£|(?:${CODE})(?![a-zA-Z])))?`
  );
}

const RANGE = new RegExp(
  String.raw`(?<![\w.,])(?<floor>from|starting at|at least|min(?:imum)?\.?|up to|max(?:imum)?\.?)?\s*` +
    amount(1) +
    String.raw`(?:\s*(?:-|–|—|to|and)\s*` +
    amount(2) +
    String.raw`)?(?<big>\s?(?:m|mm|bn|b|million|billion)\b)?`,
  'giu',
);

const PERIOD_WORDS: readonly (readonly [RegExp, PayPeriod])[] = [
  [/\b(?:hour|hr|hourly)\b/i, 'hour'],
  [/\b(?:day|daily)\b/i, 'day'],
  [/\b(?:week|wk|weekly)\b/i, 'week'],
  [/\b(?:month|mo|monthly)\b/i, 'month'],
  [/\b(?:year|yr|annum|annually|annual|yearly|p\.?\s?a\.?)(?![a-z])/i, 'year'],
];
/** "a year", "per hour", "/ yr", "annually", "p.a." just after the amounts. */
const PERIOD_AFTER =
  /^\s*(?:\(\s*)?(?:(?:usd|eur|gbp|gross|base|brutto|net)\s+)?(?:(?:per|a|an|each|\/)\s*(?:year|yr|annum|hour|hr|month|mo|week|wk|day)\b|annually|yearly|hourly|monthly|weekly|daily|p\.?\s?a\.?(?![a-z]))/i;
/** "Annual salary:", "Hourly rate" before the amounts. */
const PERIOD_BEFORE = /\b(?:annual|annually|yearly|hourly|monthly|weekly|daily)\b/i;
const PAY_CUES =
  /\b(?:salary|salaries|pay|paid|compensation|wage|wages|rate|ote|earn|earnings|remuneration|base|gehalt|salaire|total rewards)\b/i;
/** Money that is not pay: a company's funding, revenue, a budget or an allowance. */
const NOT_PAY =
  /\b(?:raised|funding|funded|revenue|valuation|series [a-e]|investors?|arr|budget|allowance|stipend|bonus of|reimburse\w*|401\s?\(?k)/i;

function periodIn(text: string): PayPeriod | null {
  for (const [pattern, period] of PERIOD_WORDS) if (pattern.test(text)) return period;
  return null;
}

/** "120,000", "120.000", "120 000", "45.50", "45,50" → a number. */
function numberOf(text: string, thousands: boolean): number {
  const grouped = /^\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+/.exec(text);
  let whole = text;
  let fraction = '';
  if (grouped) {
    whole = grouped[0].replace(/[^\d]/g, '');
    fraction = text.slice(grouped[0].length).replace(/^[.,]/, '');
  } else {
    const [integer = '', decimals = ''] = text.split(/[.,]/);
    whole = integer;
    fraction = decimals;
  }
  const value = Number(`${whole}${fraction ? `.${fraction}` : ''}`);
  return thousands ? Math.round(value * 1000) : value;
}

/** A symbol ("€", "CA$") or a code ("eur") as its ISO 4217 code. */
function currencyOf(mark: string | undefined): string | null {
  if (mark === undefined) return null;
  return SYMBOLS.find(([symbol]) => symbol === mark)?.[1] ?? mark.toUpperCase();
}

interface Found {
  pay: Pay;
  /** How surely it is pay: 2 with a cue and a period, 1 with one of them. */
  strength: number;
}

function readMatch(line: string, match: RegExpExecArray, isUnderPayHeading: boolean): Found | null {
  const groups = match.groups ?? {};
  if (groups.big) return null;
  const first = groups.num1;
  if (first === undefined) return null;
  const second = groups.num2;
  const currency = currencyOf(
    groups.pre1 ??
      groups.preCode1 ??
      groups.post1 ??
      groups.pre2 ??
      groups.preCode2 ??
      groups.post2,
  );
  if (currency === null) return null;
  // "55-65k": the k of the second amount covers the first.
  const firstK = groups.k1 !== undefined || (second !== undefined && groups.k2 !== undefined);
  const low = numberOf(first, firstK);
  const high = second === undefined ? low : numberOf(second, groups.k2 !== undefined);
  if (!(low > 0) || !(high > 0)) return null;
  const [min, max] = low <= high ? [low, high] : [high, low];
  // "10 - 2,000": not one range of pay.
  if (max > min * 10 && second !== undefined) return null;

  const after = line.slice(match.index + match[0].length);
  const before = line.slice(0, match.index);
  // Only the amount's own clause: "Base salary $150k, annual bonus, 401(k) match" is pay.
  const clause = `${/[^,;]*$/.exec(before)?.[0] ?? ''} ${/^[^,;]*/.exec(after)?.[0] ?? ''}`;
  if (NOT_PAY.test(clause)) return null;
  const stated = PERIOD_AFTER.exec(after);
  const period = stated
    ? periodIn(stated[0])
    : PERIOD_BEFORE.test(before)
      ? periodIn(before)
      : null;
  // A range in the tens of thousands is pay even unnamed ("€85,000 to €100,000, 30 days off").
  const hasCue =
    isUnderPayHeading ||
    PAY_CUES.test(before) ||
    PAY_CUES.test(after.slice(0, 40)) ||
    (second !== undefined && min >= 10_000);
  const strength = (hasCue ? 1 : 0) + (period === null ? 0 : 1);
  if (strength === 0) return null;

  const floor = groups.floor?.toLowerCase() ?? '';
  const isCeiling = second === undefined && /^(?:up to|max)/.test(floor);
  const isFloor = second === undefined && /^(?:from|starting|at least|min)/.test(floor);
  return {
    pay: {
      currency,
      min: isCeiling ? null : min,
      max: isFloor ? null : max,
      period,
    },
    strength,
  };
}

/** A line of a posting; a heading's pay words ("Compensation") cover the lines under it. */
export interface PayLine {
  text: string;
  isHeading?: boolean;
}

/**
 * The pay stated in a posting's lines: of the amounts that read as pay, the surest (a cue and
 * a period), then the first. Null when no line states it.
 */
export function payInLines(lines: readonly (PayLine | string)[]): Pay | null {
  let best: Found | null = null;
  let isUnderPayHeading = false;
  for (const entry of lines) {
    const { text, isHeading = false } = typeof entry === 'string' ? { text: entry } : entry;
    if (isHeading) isUnderPayHeading = PAY_CUES.test(text);
    for (const match of text.matchAll(RANGE)) {
      const found = readMatch(text, match, isUnderPayHeading);
      if (found !== null && (best === null || found.strength > best.strength)) best = found;
      if (best?.strength === 2) return best.pay;
    }
  }
  return best?.pay ?? null;
}

const LD_PERIODS: Readonly<Record<string, PayPeriod>> = {
  HOUR: 'hour',
  DAY: 'day',
  WEEK: 'week',
  MONTH: 'month',
  YEAR: 'year',
};

function positive(value: unknown): number | null {
  const number = typeof value === 'string' ? Number(value.replace(/[, ]/g, '')) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : null;
}

/**
 * A schema.org MonetaryAmount (`baseSalary`, `estimatedSalary`): `{ currency, value }` where
 * value is a number or a QuantitativeValue `{ value | minValue, maxValue, unitText }`.
 */
export function payOfMonetaryAmount(amount: unknown): Pay | null {
  const item: unknown = Array.isArray(amount) ? amount[0] : amount;
  if (typeof item !== 'object' || item === null) return null;
  const { currency, value } = item as Record<string, unknown>;
  if (typeof currency !== 'string' || !/^[A-Za-z]{3}$/.test(currency.trim())) return null;
  const quantity: Record<string, unknown> =
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : { value };
  const single = positive(quantity.value);
  const min = positive(quantity.minValue) ?? single;
  const max = positive(quantity.maxValue) ?? single;
  if (min === null && max === null) return null;
  const unit = typeof quantity.unitText === 'string' ? quantity.unitText.trim().toUpperCase() : '';
  return {
    currency: currency.trim().toUpperCase(),
    min: min !== null && max !== null && min > max ? max : min,
    max: min !== null && max !== null && min > max ? min : max,
    period: LD_PERIODS[unit] ?? null,
  };
}
