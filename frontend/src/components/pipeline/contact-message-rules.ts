/**
 * What the "Write an e-mail" panel offers and how it hands a draft to the mail app. Pure, so it
 * can be tested without a browser.
 */
import type { ContactMessageKind } from '@/gql/graphql';
import { isNotSentYet } from '@/lib/not-sent-yet';
import { mailtoHref } from './contact-format';

const LABELS: Readonly<Record<ContactMessageKind, string>> = {
  application_email: 'Send the application',
  referral_request: 'Ask for a referral',
  follow_up: 'Follow up',
  thank_you: 'Thank you',
  feedback_request: 'Ask for feedback',
  offer_negotiation: 'Discuss the pay',
  offer_acceptance: 'Accept the offer',
  offer_decline: 'Decline the offer',
};

const NOT_SENT_YET: readonly ContactMessageKind[] = [
  'application_email',
  'referral_request',
  'follow_up',
];
const SENT: readonly ContactMessageKind[] = [
  'follow_up',
  'referral_request',
  'thank_you',
  'feedback_request',
];
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

function kindsOf(status: string): readonly ContactMessageKind[] {
  if (isNotSentYet(status)) return NOT_SENT_YET;
  if (status === 'applied') return SENT;
  if (status === 'offer' || status === 'accepted') return WITH_AN_OFFER;
  return BEFORE_AN_OFFER;
}

/**
 * The messages the dialog offers: before applying, the application itself and a request for a
 * referral; once applied, a referral still (a word from inside helps while the application
 * waits); with an offer on the table (Offer, Accepted), the answers to it instead of a request
 * for feedback. The kind being written stays offered when the application moves on meanwhile.
 */
export function messageKindsFor(
  status: string,
  writing?: ContactMessageKind,
): readonly { kind: ContactMessageKind; label: string }[] {
  const kinds = kindsOf(status);
  const offered = writing === undefined || kinds.includes(writing) ? kinds : [...kinds, writing];
  return offered.map((kind) => ({ kind, label: LABELS[kind] }));
}

/** Someone whose work is hiring, to whom an application goes rather than a request for one. */
const HIRING_ROLE = /recruit|talent|hiring|sourc|\bHR\b|human resources|people (?:partner|team)/iu;

/**
 * The message an application's state calls for: not sent yet, the application itself to whom
 * hires (or to a contact whose role is not written down) and a request for a referral to anyone
 * else — a friend, a former colleague, an engineer there; after a rejection, feedback; with an
 * offer, a talk about the pay before answering (once accepted, the acceptance); after an
 * interview (one that has begun, on an application still interviewing), thanks; else a follow-up.
 */
export function fittingMessageKind(
  status: string,
  hasInterviewBegun: boolean,
  contactRole: string | null = null,
): ContactMessageKind {
  if (isNotSentYet(status))
    return contactRole === null || contactRole.trim() === '' || HIRING_ROLE.test(contactRole)
      ? 'application_email'
      : 'referral_request';
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
