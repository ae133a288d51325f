/**
 * How the app shows application statuses. The rules (which moves are allowed) come from the
 * server's `statuses` query; this is only presentation.
 */
import { StatusesDocument } from '@/gql/documents/StatusesDocument';
import type { ApplicationStatus } from '@/gql/graphql';

/** Every status with the moves it allows: the server's rules, shared with the case API. */
export const StatusesQuery = StatusesDocument;

export const BOARD_STATUSES: readonly ApplicationStatus[] = [
  'draft',
  'ready',
  'applied',
  'interviewing',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
];

export const STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'Draft',
  ready: 'Ready',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** Badge colours from the semantic palette, so both themes work. */
export const STATUS_TONES: Readonly<Record<ApplicationStatus, string>> = {
  draft: 'bg-surface-muted text-ink-muted ring-line',
  ready: 'bg-accent-soft text-ink ring-accent-line',
  applied: 'bg-accent-soft text-ink ring-accent-line',
  interviewing: 'bg-warn-soft text-ink ring-warn-line',
  offer: 'bg-good-soft text-ink ring-good-bar',
  accepted: 'bg-good-soft text-ink ring-good-bar',
  rejected: 'bg-surface-muted text-ink-muted ring-line',
  withdrawn: 'bg-surface-muted text-ink-muted ring-line',
};
