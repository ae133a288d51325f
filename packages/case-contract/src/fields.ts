/**
 * The fields a host sees and edits. "core" fields are top-level keys of the create and update
 * bodies; "extra" fields live in the case's `fields` object. A host draws its form from these
 * descriptors alone.
 */
import Type, { type Static } from 'typebox';

export const FIELD_TYPES = ['string', 'text', 'url', 'number', 'boolean', 'enum'] as const;

export const FieldType = Type.Enum(FIELD_TYPES, {
  description:
    'string: one line; text: several lines; url: an http(s) address; enum: one of `enum`',
});
export type FieldType = (typeof FIELD_TYPES)[number];

export const FieldOption = Type.Object(
  { value: Type.String(), label: Type.String() },
  { additionalProperties: false },
);

export const CaseField = Type.Object(
  {
    key: Type.String(),
    label: Type.String(),
    type: FieldType,
    group: Type.Enum(['core', 'extra']),
    required: Type.Boolean({ description: 'Needed to create a case' }),
    editable: Type.Boolean({ description: 'Accepted in the create and update bodies' }),
    enum: Type.Optional(Type.Array(FieldOption)),
    maxLength: Type.Optional(Type.Integer()),
    minimum: Type.Optional(Type.Number()),
    maximum: Type.Optional(Type.Number()),
    description: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);
export type CaseField = Static<typeof CaseField>;

/** Limits shared by the body schemas and the field descriptors, so they cannot disagree. */
export const LIMITS = {
  title: 300,
  company: 200,
  location: 200,
  jobUrl: 2048,
  description: 200_000,
  notes: 20_000,
  salary: 100,
  statusNote: 2000,
} as const;

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
const PRIORITY_LABELS: Record<Priority, string> = { low: 'Low', medium: 'Medium', high: 'High' };

export const CASE_FIELDS: readonly CaseField[] = [
  {
    key: 'title',
    label: 'Job title',
    type: 'string',
    group: 'core',
    required: true,
    editable: true,
    maxLength: LIMITS.title,
  },
  {
    key: 'company',
    label: 'Company',
    type: 'string',
    group: 'core',
    required: false,
    editable: true,
    maxLength: LIMITS.company,
  },
  {
    key: 'location',
    label: 'Location',
    type: 'string',
    group: 'core',
    required: false,
    editable: true,
    maxLength: LIMITS.location,
  },
  {
    key: 'jobUrl',
    label: 'Job posting URL',
    type: 'url',
    group: 'core',
    required: false,
    editable: true,
    maxLength: LIMITS.jobUrl,
  },
  {
    key: 'description',
    label: 'Job description',
    type: 'text',
    group: 'core',
    required: false,
    editable: true,
    maxLength: LIMITS.description,
  },
  {
    key: 'notes',
    label: 'Notes',
    type: 'text',
    group: 'core',
    required: false,
    editable: true,
    maxLength: LIMITS.notes,
  },
  {
    key: 'priority',
    label: 'Priority',
    type: 'enum',
    group: 'extra',
    required: false,
    editable: true,
    enum: PRIORITIES.map((value) => ({ value, label: PRIORITY_LABELS[value] })),
  },
  {
    key: 'remote',
    label: 'Remote',
    type: 'boolean',
    group: 'extra',
    required: false,
    editable: true,
  },
  {
    key: 'salary',
    label: 'Salary',
    type: 'string',
    group: 'extra',
    required: false,
    editable: true,
    maxLength: LIMITS.salary,
  },
  {
    key: 'matchScore',
    label: 'Match score',
    type: 'number',
    group: 'extra',
    required: false,
    editable: false,
    minimum: 0,
    maximum: 100,
    description: 'How well the base resume meets the posting, 0–100; computed by the agent',
  },
];
