'use client';

import { useSearchParams } from 'next/navigation';

/** The query parameter a link to an application's answers names a question to answer with. */
export const LINKED_QUESTION_PARAM = 'question';

/** Where a link puts a question to answer: `/applications/{id}?question=…#answers`. */
export function linkToAnswer(applicationId: string, question: string): string {
  return `/applications/${applicationId}?${LINKED_QUESTION_PARAM}=${encodeURIComponent(question)}#answers`;
}

/** The question the cover letter's reasons answer, asked of the job's company when known. */
export function whyCompanyQuestion(company: string | null): string {
  return company === null
    ? 'Why do you want to work here?'
    : `Why do you want to work at ${company}?`;
}

/**
 * The question the link that opened the page asks to answer, trimmed; null without one. Read
 * from the router, so a link within the page ("Write it" under "Before you apply") counts too.
 */
export function useLinkedQuestion(): string | null {
  const question = useSearchParams().get(LINKED_QUESTION_PARAM)?.trim() ?? '';
  return question === '' ? null : question;
}
