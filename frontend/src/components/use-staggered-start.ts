'use client';

import { useEffect, useState } from 'react';

/**
 * How many of `count` pieces of start-up work may have begun: one on the first render, then
 * one more per browser task. A page whose mount starts several queries at once does all their
 * client work (Apollo's pipeline, the fetch calls) in one long task, the page's longest on a
 * slow phone; started one per task, each stays short and the page responds in between.
 */
export function useStaggeredStart(count: number): number {
  const [started, setStarted] = useState(1);
  useEffect(() => {
    if (started >= count) return;
    const next = setTimeout(() => {
      setStarted((current) => current + 1);
    }, 0);
    return () => {
      clearTimeout(next);
    };
  }, [started, count]);
  return started;
}
