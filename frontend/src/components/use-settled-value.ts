'use client';

import { useEffect, useState } from 'react';

/**
 * How long after the last edit a draft's review asks again: a pause in typing, not every key.
 * The resume's review and the cover letter's check wait alike, so the two feel like one tool.
 */
export const DRAFT_REVIEW_DELAY_MS = 700;

/**
 * `value` once it has stopped changing for `delay` ms: what a review of a draft asks the server
 * about, a pause in typing rather than every key. A value that settles equal to the last one
 * (`isEqual`: typed and undone) keeps the last one, so nothing is asked again. `isEqual` is a
 * module-level function, not one made at each render.
 */
export function useSettledValue<T>(
  value: T,
  delay: number,
  isEqual: (previous: T, next: T) => boolean = Object.is,
): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (value === settled) return;
    const timer = setTimeout(() => {
      setSettled((previous) => (isEqual(previous, value) ? previous : value));
    }, delay);
    return () => {
      clearTimeout(timer);
    };
  }, [value, settled, delay, isEqual]);
  return settled;
}
