'use client';

import { useSyncExternalStore } from 'react';

/** The query parameter a link to an application's answers names a question to answer with. */
export const LINKED_QUESTION_PARAM = 'question';

/** Where a link puts a question to answer: `/applications/{id}?question=…#answers`. */
export function linkToAnswer(applicationId: string, question: string): string {
  return `/applications/${applicationId}?${LINKED_QUESTION_PARAM}=${encodeURIComponent(question)}#answers`;
}

function subscribeToNothing() {
  // The address's query changes only by navigating, which draws the page again.
  return () => undefined;
}

/**
 * The question the link that opened the page asks to answer, trimmed; null without one, and on
 * the server and while hydrating (the server renders no form for it).
 */
export function useLinkedQuestion(): string | null {
  const search = useSyncExternalStore(
    subscribeToNothing,
    () => window.location.search,
    () => null,
  );
  if (search === null) return null;
  const question = new URLSearchParams(search).get(LINKED_QUESTION_PARAM)?.trim() ?? '';
  return question === '' ? null : question;
}
