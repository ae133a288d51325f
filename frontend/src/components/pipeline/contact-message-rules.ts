/**
 * What the "Write an e-mail" panel offers and how it hands a draft to the mail app. Pure, so it
 * can be tested without a browser.
 */
import type { ContactMessageKind } from '@/gql/graphql';
import { mailtoHref } from './contact-format';

const LABELS: Readonly<Record<ContactMessageKind, string>> = {
  follow_up: 'Follow up',
  thank_you: 'Thank you',
  feedback_request: 'Ask for feedback',
  offer_negotiation: 'Discuss the pay',
  offer_acceptance: 'Accept the offer',
  offer_decline: 'Decline the offer',
};

const BEFORE_AN_OFFER: readonly ContactMessageKind[] = [
  'follow_up',
  'thank_you',
  'feedback_request',
];
const WITH_AN_OFFER: readonly ContactMessageKind[] = [
  'follow_up',
  'thank_you',
  'offer_negotiation',
  'offer_acceptance',
  'offer_decline',
];

/**
 * The messages the dialog offers: with an offer on the table (Offer, Accepted), the answers to
 * it instead of a request for feedback.
 */
export function messageKindsFor(
  status: string,
): readonly { kind: ContactMessageKind; label: string }[] {
  const kinds = status === 'offer' || status === 'accepted' ? WITH_AN_OFFER : BEFORE_AN_OFFER;
  return kinds.map((kind) => ({ kind, label: LABELS[kind] }));
}

/**
 * The message an application's state calls for: after a rejection, feedback; with an offer,
 * a talk about the pay before answering (once accepted, the acceptance); after an interview
 * (one that has begun, on an application still interviewing), thanks; else a follow-up.
 */
export function fittingMessageKind(status: string, hasInterviewBegun: boolean): ContactMessageKind {
  if (status === 'rejected') return 'feedback_request';
  if (status === 'offer') return 'offer_negotiation';
  if (status === 'accepted') return 'offer_acceptance';
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
