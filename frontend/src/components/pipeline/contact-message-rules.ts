/**
 * What the "Write an e-mail" panel offers and how it hands a draft to the mail app. Pure, so it
 * can be tested without a browser.
 */
import type { ContactMessageKind } from '@/gql/graphql';
import { mailtoHref } from './contact-format';

export const MESSAGE_KINDS: readonly { kind: ContactMessageKind; label: string }[] = [
  { kind: 'follow_up', label: 'Follow up' },
  { kind: 'thank_you', label: 'Thank you' },
  { kind: 'feedback_request', label: 'Ask for feedback' },
];

/**
 * The message an application's state calls for: after a rejection, feedback; after an
 * interview (one that has begun, on an application still interviewing), thanks; else a
 * follow-up.
 */
export function fittingMessageKind(status: string, hasInterviewBegun: boolean): ContactMessageKind {
  if (status === 'rejected') return 'feedback_request';
  if (status === 'interviewing' && hasInterviewBegun) return 'thank_you';
  return 'follow_up';
}

/**
 * A mailto: link that opens the mail app with the address, subject and text filled in (RFC
 * 6068: every part encoded, line breaks as CRLF).
 */
export function draftMailtoHref(email: string, subject: string, body: string): string {
  const encoded = (text: string) => encodeURIComponent(text.replace(/\r?\n/gu, '\r\n'));
  return `${mailtoHref(email)}?subject=${encoded(subject)}&body=${encoded(body)}`;
}
