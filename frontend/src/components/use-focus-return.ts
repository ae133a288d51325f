'use client';

import { useEffect, useRef, type RefObject } from 'react';

// Its own module, not confirm-step.tsx (which re-exports it): the dashboard's heading uses it in
// the page's first load, which needs none of the confirmation's buttons.

/**
 * Focus for something a button opens in place (a confirmation, a form): when it closes, focus
 * returns to that button, which is drawn again, instead of falling to the page. Put the
 * returned ref on the button.
 */
export function useFocusReturn(isOpen: boolean): RefObject<HTMLButtonElement | null> {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (!isOpen && wasOpen.current) triggerRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);
  return triggerRef;
}
