'use client';

import { startTransition, useEffect, useState } from 'react';

/**
 * Whether the browser has painted a frame since `isShown` became true: for drawing a big
 * update in two frames, what is kept behind this flag coming in the second. Each frame's
 * styling and layout then stays a short task instead of one long one on a slow phone. The flag
 * turns on in a transition, so React renders what it reveals in slices too.
 */
export function useHasPainted(isShown: boolean): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    if (!isShown) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    // An animation frame callback runs just before the paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => {
        startTransition(() => {
          setHasPainted(true);
        });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [isShown]);
  return isShown && hasPainted;
}
