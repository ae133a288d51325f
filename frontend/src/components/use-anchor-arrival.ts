'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Brings `scrollTo`'s element into view once `isReady`, when the page was opened at
 * `#anchor`: a part drawn after its code and query arrive is there long after the browser
 * looked for the anchor. `focus`'s element then takes the cursor (without scrolling again):
 * what the link was followed for. Once per page: a later render never scrolls the person back.
 */
export function useAnchorArrival(
  anchor: string,
  isReady: boolean,
  {
    scrollTo,
    focus,
  }: { scrollTo: RefObject<HTMLElement | null>; focus?: RefObject<HTMLElement | null> },
): void {
  const hasArrived = useRef(false);
  useEffect(() => {
    if (!isReady || hasArrived.current) return;
    hasArrived.current = true;
    if (window.location.hash !== `#${anchor.replace(/^#/, '')}`) return;
    scrollTo.current?.scrollIntoView();
    focus?.current?.focus({ preventScroll: true });
  }, [anchor, isReady, scrollTo, focus]);
}

/**
 * Brings the element the address's `#fragment` names into view once `isReady`: for a page whose
 * parts are drawn after its query answers, linked to from elsewhere (`/jobs/…#cover-letter`).
 * Once per page, like useAnchorArrival.
 */
export function useHashArrival(isReady: boolean): void {
  const hasArrived = useRef(false);
  useEffect(() => {
    if (!isReady || hasArrived.current) return;
    hasArrived.current = true;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id !== '') document.getElementById(id)?.scrollIntoView();
  }, [isReady]);
}
