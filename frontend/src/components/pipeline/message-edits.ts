/**
 * The person's edits of the drafts to one contact, kept in the tab's session storage: a
 * follow-up half rewritten survives going to another page and coming back, or a reload, and goes
 * when the tab closes (a shared computer keeps no letters). Keyed by the contact's id, so another
 * account signed in later in the same tab never sees them.
 */
import { useEffect, useState } from 'react';
import type { ContactMessageKind } from '@/gql/graphql';

export interface MessageDraft {
  subject: string;
  body: string;
}

export type MessageEdits = Partial<Record<ContactMessageKind, MessageDraft>>;

const KEY_PREFIX = 'resume-agent:message-edits:';
/** Every kind, checked by the compiler against the schema's: a new kind cannot be missed. */
const KINDS = Object.keys({
  application_email: true,
  referral_request: true,
  follow_up: true,
  thank_you: true,
  feedback_request: true,
  offer_negotiation: true,
  offer_acceptance: true,
  offer_decline: true,
} satisfies Record<ContactMessageKind, true>);

function isKind(kind: string): kind is ContactMessageKind {
  return KINDS.includes(kind);
}

/** The edits stored as `text`; anything not written by this module is left out. */
export function parseMessageEdits(text: string | null): MessageEdits {
  if (text === null) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const edits: MessageEdits = {};
  for (const [kind, draft] of Object.entries(stored)) {
    if (!isKind(kind) || typeof draft !== 'object' || draft === null) continue;
    const { subject, body } = draft as Record<string, unknown>;
    if (typeof subject === 'string' && typeof body === 'string') edits[kind] = { subject, body };
  }
  return edits;
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    // Storage turned off (some private modes): edits live as long as the page.
    return undefined;
  }
}

/** The edits of the drafts to `contactId`, read once and written back on every change. */
export function useMessageEdits(contactId: string) {
  const key = `${KEY_PREFIX}${contactId}`;
  const [edits, setEdits] = useState<MessageEdits>(() =>
    parseMessageEdits(storage()?.getItem(key) ?? null),
  );
  useEffect(() => {
    try {
      if (Object.keys(edits).length === 0) storage()?.removeItem(key);
      else storage()?.setItem(key, JSON.stringify(edits));
    } catch {
      // Full: the edits stay in the page, as before there was storage.
    }
  }, [key, edits]);
  return [edits, setEdits] as const;
}
