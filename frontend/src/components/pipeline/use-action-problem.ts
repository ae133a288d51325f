'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useCallback } from 'react';
import { signInPathFor } from '@/lib/api';
import { asSentence } from '@/lib/board-moves';
import { problemOf } from '@/lib/graphql-errors';

/**
 * Turns a failed mutation on the application page into the sentence to show. A version
 * conflict or a refused move means the page is out of date: it is reloaded and says so.
 */
export function useActionProblem(onStale: () => void) {
  const router = useRouter();
  const pathname = usePathname();
  return useCallback(
    (error: unknown): string => {
      const { code, message } = problemOf(error);
      if (code === 'UNAUTHENTICATED') {
        router.replace(signInPathFor(pathname));
        return message;
      }
      if (code === 'VERSION_CONFLICT' || code === 'INVALID_TRANSITION') {
        onStale();
        return `${asSentence(message)} The page now shows the latest version; check it and try again.`;
      }
      return message;
    },
    [onStale, pathname, router],
  );
}
