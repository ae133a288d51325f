/**
 * How a spreadsheet writes days such as 03/11/2026: the 3rd of November (day first) or March the
 * 11th (month first). The server never guesses (import-values.ts); the page does, from the
 * browser's own way of writing days, and lets the person say otherwise.
 */
import type { DayOrder } from '@/gql/graphql';

/** A day order, or 'none': the file has no such days (only those over 12 are then read). */
export type DayOrderChoice = DayOrder | 'none';

export const DAY_ORDER_CHOICES: readonly { value: DayOrderChoice; label: string }[] = [
  { value: 'day_first', label: '3 November' },
  { value: 'month_first', label: 'March 11' },
  { value: 'none', label: 'My file has none' },
];

/** What the preview says of the choice it was read with. */
export const DAY_ORDER_READINGS: Readonly<Record<DayOrderChoice, string>> = {
  day_first: 'Days like 03/11/2026 read as 3 November.',
  month_first: 'Days like 03/11/2026 read as March 11.',
  none: 'Days like 03/11/2026 are not read; 25/11/2026 and 2026-11-03 are.',
};

/**
 * The order of a formatted day's parts (Intl's formatToParts): month before day in the US
 * ("11/3/2026") and in year-first locales ("2026/11/3"), day before month in most others.
 * Day first when the parts say nothing, as most of the world writes days.
 */
export function dayOrderOfParts(parts: readonly { type: string }[]): DayOrder {
  const types = parts.map((part) => part.type);
  const day = types.indexOf('day');
  const month = types.indexOf('month');
  return day !== -1 && month !== -1 && month < day ? 'month_first' : 'day_first';
}

/** The browser's own order of days, as the default of the page's choice. */
export function browserDayOrder(): DayOrder {
  try {
    // Any day will do: only the order of its parts is read.
    return dayOrderOfParts(new Intl.DateTimeFormat().formatToParts(Date.UTC(2026, 10, 3)));
  } catch {
    return 'day_first';
  }
}

/** The input's dayOrder: null for 'none'. */
export function dayOrderInput(choice: DayOrderChoice): DayOrder | null {
  return choice === 'none' ? null : choice;
}
