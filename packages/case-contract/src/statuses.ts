/**
 * The life of a case (an application): its statuses and the moves between them. The backend
 * enforces these transitions; hosts read them from the case schema to draw status buttons.
 */
import Type, { type Static } from 'typebox';

export const CASE_STATUSES = [
  'draft',
  'ready',
  'applied',
  'interviewing',
  'offer',
  'accepted',
  'rejected',
  'withdrawn',
] as const;

export const CaseStatus = Type.Enum(CASE_STATUSES, {
  description: 'A key of the case schema’s statuses',
});
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** Where each status may move next; an empty list marks a terminal status. */
export const CASE_TRANSITIONS: Readonly<Record<CaseStatus, readonly CaseStatus[]>> = {
  draft: ['ready', 'applied', 'withdrawn'],
  ready: ['draft', 'applied', 'withdrawn'],
  applied: ['interviewing', 'rejected', 'withdrawn'],
  interviewing: ['offer', 'rejected', 'withdrawn'],
  offer: ['accepted', 'rejected', 'withdrawn'],
  accepted: [],
  rejected: [],
  withdrawn: [],
};

export interface CaseStatusInfo {
  label: string;
  /** A CSS color a host may use for a badge; the contrast with white text is at least 4.5:1. */
  color: string;
  /** What the job seeker does next in this status, for summaries. */
  nextStep: string | null;
}

export const CASE_STATUS_INFO: Readonly<Record<CaseStatus, CaseStatusInfo>> = {
  draft: { label: 'Draft', color: '#4b5563', nextStep: 'tailor the resume' },
  ready: { label: 'Ready', color: '#1d4ed8', nextStep: 'send the application' },
  applied: { label: 'Applied', color: '#6d28d9', nextStep: 'follow up' },
  interviewing: { label: 'Interviewing', color: '#b45309', nextStep: 'prepare the interview' },
  offer: { label: 'Offer', color: '#047857', nextStep: 'decide on the offer' },
  accepted: { label: 'Accepted', color: '#15803d', nextStep: null },
  rejected: { label: 'Rejected', color: '#b91c1c', nextStep: null },
  withdrawn: { label: 'Withdrawn', color: '#57534e', nextStep: null },
};

export function isCaseStatus(value: unknown): value is CaseStatus {
  return typeof value === 'string' && (CASE_STATUSES as readonly string[]).includes(value);
}

export function isTerminalStatus(status: CaseStatus): boolean {
  return CASE_TRANSITIONS[status].length === 0;
}

export function allowedTransitions(from: CaseStatus): readonly CaseStatus[] {
  return CASE_TRANSITIONS[from];
}

export function canTransition(from: CaseStatus, to: CaseStatus): boolean {
  return CASE_TRANSITIONS[from].includes(to);
}

export const StatusTransition = Type.Object(
  { from: CaseStatus, to: Type.Array(CaseStatus) },
  { additionalProperties: false },
);
export type StatusTransition = Static<typeof StatusTransition>;
