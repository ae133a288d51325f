'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Brings `ref`'s element into view once `isReady`, when the page was opened at `#anchor`: a part
 * drawn after its code and query arrive is there long after the browser looked for the anchor.
 * `onArrive` then puts the cursor where the link was followed for. Once per page: a later
 * render never scrolls the person back.
 */
export function useAnchorArrival(
  anchor: string,
  isReady: boolean,
  ref: RefObject<HTMLElement | null>,
  onArrive?: () => void,
): void {
  const hasArrived = useRef(false);
  useEffect(() => {
    if (!isReady || hasArrived.current) return;
    hasArrived.current = true;
    if (window.location.hash !== `#${anchor}`) return;
    ref.current?.scrollIntoView();
    onArrive?.();
  }, [anchor, isReady, ref, onArrive]);
}
