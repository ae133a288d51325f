/** Request bodies and query parameters of the case endpoints. */
import Type, { type Static } from 'typebox';
import { LIMITS, PRIORITIES } from './fields.js';
import { CaseStatus } from './statuses.js';

/** Text that is not blank; surrounding whitespace is trimmed by the server. */
const Text = (maxLength: number, description?: string) =>
  Type.String({ minLength: 1, maxLength, pattern: '\\S', ...(description ? { description } : {}) });
/** An optional text that may be cleared with null. */
const ClearableText = (maxLength: number, description?: string) =>
  Type.Optional(Type.Union([Text(maxLength, description), Type.Null()]));

export const JobUrl = Type.String({
  maxLength: LIMITS.jobUrl,
  pattern: '^[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+$',
  description: 'An http(s) address',
});

/** Values of the extra fields; null clears one. Unknown keys are refused. */
export const CaseExtraFields = Type.Object(
  {
    priority: Type.Optional(Type.Union([Type.Enum(PRIORITIES), Type.Null()])),
    remote: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    salary: Type.Optional(Type.Union([Text(LIMITS.salary), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CaseExtraFields = Static<typeof CaseExtraFields>;

export const CreateCaseBody = Type.Object(
  {
    title: Text(LIMITS.title, 'The job title'),
    company: ClearableText(LIMITS.company),
    location: ClearableText(LIMITS.location),
    jobUrl: Type.Optional(Type.Union([JobUrl, Type.Null()])),
    description: ClearableText(LIMITS.description, 'The job posting, as text'),
    notes: ClearableText(LIMITS.notes),
    status: Type.Optional(CaseStatus),
    fields: Type.Optional(CaseExtraFields),
  },
  { additionalProperties: false, $id: 'CreateCaseBody' },
);
export type CreateCaseBody = Static<typeof CreateCaseBody>;

export const UpdateCaseBody = Type.Object(
  {
    title: Type.Optional(Text(LIMITS.title, 'The job title')),
    company: ClearableText(LIMITS.company),
    location: ClearableText(LIMITS.location),
    jobUrl: Type.Optional(Type.Union([JobUrl, Type.Null()])),
    description: ClearableText(LIMITS.description, 'The job posting, as text'),
    notes: ClearableText(LIMITS.notes),
    status: Type.Optional(CaseStatus),
    fields: Type.Optional(CaseExtraFields),
  },
  { additionalProperties: false, minProperties: 1, $id: 'UpdateCaseBody' },
);
export type UpdateCaseBody = Static<typeof UpdateCaseBody>;

export const ChangeStatusBody = Type.Object(
  {
    status: CaseStatus,
    note: Type.Optional(Text(LIMITS.statusNote, 'Why the status changed; kept in the history')),
  },
  { additionalProperties: false, $id: 'ChangeStatusBody' },
);
export type ChangeStatusBody = Static<typeof ChangeStatusBody>;

export const LIST_LIMIT = { min: 1, max: 200, default: 50 } as const;

export const ListCasesQuery = Type.Object(
  {
    status: Type.Optional(
      Type.String({
        pattern: '^[a-z]+(,[a-z]+)*$',
        description: 'One status, or several separated by commas (`applied,interviewing`)',
      }),
    ),
    q: Type.Optional(
      Type.String({ maxLength: 200, description: 'Words found in the title or the company' }),
    ),
    limit: Type.Optional(
      Type.Integer({
        minimum: LIST_LIMIT.min,
        maximum: LIST_LIMIT.max,
        description: `Cases per page, ${LIST_LIMIT.min}–${LIST_LIMIT.max} (default ${LIST_LIMIT.default})`,
      }),
    ),
    cursor: Type.Optional(
      Type.String({ maxLength: 200, description: 'The `nextCursor` of the previous page' }),
    ),
  },
  { additionalProperties: false },
);
export type ListCasesQuery = Static<typeof ListCasesQuery>;
