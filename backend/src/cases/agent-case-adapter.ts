/**
 * The one-way adapter between the agent's records and the host-facing contract:
 * Application + Job → AgentCase, and create/update bodies → changes to those records.
 */
import {
  type AgentCase,
  CASE_FIELDS,
  CASE_STATUS_INFO,
  type CaseStatus,
  type CreateCaseBody,
  isCaseStatus,
  type UpdateCaseBody,
} from '@resume-agent/case-contract';
import type {
  ApplicationChanges,
  ApplicationSummary,
  JobChanges,
} from '../applications/applications-repository.js';

export type FieldValue = string | number | boolean | null;

export const EXTRA_FIELD_KEYS = CASE_FIELDS.filter((field) => field.group === 'extra').map(
  (field) => field.key,
);

export function asStatus(status: string): CaseStatus {
  // The table's CHECK constraint holds the same list; anything else is a broken invariant.
  if (!isCaseStatus(status)) throw new Error(`application has an unknown status ${status}`);
  return status;
}

function fieldValue(value: unknown): FieldValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
    ? value
    : null;
}

const JOINER = ' · ';

/** "Match 82% · Next: send the application", or whichever half is known. */
export function summaryOf(record: ApplicationSummary): string | null {
  const nextStep = CASE_STATUS_INFO[asStatus(record.status)].nextStep;
  if (record.matchScore === null) return nextStep === null ? null : `Next: ${nextStep}`;
  const match = `Match ${record.matchScore}%`;
  return nextStep === null ? match : `${match}${JOINER}Next: ${nextStep}`;
}

/** "Acme · Berlin", or whichever half is known (blank counts as unknown). */
export function subtitleOf({ company, location }: ApplicationSummary): string | null {
  if (company && location) return `${company}${JOINER}${location}`;
  if (company) return company;
  if (location) return location;
  return null;
}

/** The value of an extra field as a case shows it. */
export function extraFieldOf(record: ApplicationSummary, key: string): FieldValue {
  return key === 'matchScore' ? record.matchScore : fieldValue(record.fields[key]);
}

export function toAgentCase(record: ApplicationSummary, appOrigin: string): AgentCase {
  const fields: Record<string, FieldValue> = {};
  for (const key of EXTRA_FIELD_KEYS) fields[key] = extraFieldOf(record, key);
  return {
    id: record.id,
    title: record.title,
    subtitle: subtitleOf(record),
    status: asStatus(record.status),
    summary: summaryOf(record),
    fields,
    url: `${appOrigin}/applications/${record.id}`,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    version: record.version,
  };
}

/** Trimmed; blank text is stored as NULL ("unknown"), never ''. */
function text(value: string | null | undefined): string | null | undefined {
  if (value === undefined || value === null) return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function extraFields(fields: UpdateCaseBody['fields']): Record<string, unknown> | undefined {
  if (fields === undefined) return undefined;
  const values: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields) as [string, unknown][])
    if (value !== undefined) values[key] = value;
  if (typeof values.salary === 'string') values.salary = values.salary.trim();
  return values;
}

export function jobOfCreate(body: CreateCaseBody): Required<JobChanges> {
  return {
    title: body.title.trim(),
    company: text(body.company) ?? null,
    location: text(body.location) ?? null,
    jobUrl: text(body.jobUrl) ?? null,
    description: text(body.description) ?? null,
  };
}

export function changesOfUpdate(body: UpdateCaseBody): {
  job: JobChanges;
  application: Omit<ApplicationChanges, 'status'>;
} {
  const job: JobChanges = {};
  if (body.title !== undefined) job.title = body.title.trim();
  if (body.company !== undefined) job.company = text(body.company);
  if (body.location !== undefined) job.location = text(body.location);
  if (body.jobUrl !== undefined) job.jobUrl = text(body.jobUrl);
  if (body.description !== undefined) job.description = text(body.description);
  const application: Omit<ApplicationChanges, 'status'> = {};
  if (body.notes !== undefined) application.notes = text(body.notes);
  const fields = extraFields(body.fields);
  if (fields !== undefined) application.fields = fields;
  return { job, application };
}

export function extraFieldsOfCreate(body: CreateCaseBody): Record<string, unknown> {
  return extraFields(body.fields) ?? {};
}
