'use client';

import { useEffect, useState } from 'react';

/**
 * False in the server's render and in the browser's first render (hydration), true from the
 * task after mounting on. Work kept behind it (a query's setup) then runs in a task of its own
 * instead of lengthening hydration's, the longest of a page's start on a slow phone.
 */
export function useHasMounted(): boolean {
  const [hasMounted, setHasMounted] = useState(false);
  useEffect(() => {
    const next = setTimeout(() => {
      setHasMounted(true);
    }, 0);
    return () => {
      clearTimeout(next);
    };
  }, []);
  return hasMounted;
}
