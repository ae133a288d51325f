'use client';

import { useEffect, useState } from 'react';
import { localDay } from './local-day';

/**
 * Today in the person's time zone (YYYY-MM-DD), read again when they come back to the page:
 * a tab left open overnight says "yesterday" for what it said "today" of.
 */
export function useLocalDay(): string {
  const [today, setToday] = useState(() => localDay());
  useEffect(() => {
    function readAgain() {
      if (document.visibilityState === 'visible') setToday(localDay());
    }
    document.addEventListener('visibilitychange', readAgain);
    window.addEventListener('focus', readAgain);
    return () => {
      document.removeEventListener('visibilitychange', readAgain);
      window.removeEventListener('focus', readAgain);
    };
  }, []);
  return today;
}
