'use client';

import { useEffect, useState } from 'react';

/**
 * The time now, read again every minute until `tickUntil` (epoch milliseconds) has passed:
 * what is upcoming, "Now" or past moves on while a page stays open. Null: it never ticks.
 */
export function useMinuteClock(tickUntil: number | null): Date {
  const [now, setNow] = useState(() => new Date());
  const isTicking = tickUntil !== null && tickUntil > now.getTime();
  useEffect(() => {
    if (!isTicking) return;
    const interval = window.setInterval(() => {
      setNow(new Date());
    }, 60_000);
    return () => {
      window.clearInterval(interval);
    };
  }, [isTicking]);
  return now;
}
