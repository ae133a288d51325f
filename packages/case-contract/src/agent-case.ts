/** The host-facing shape of one application with its job: what a host lists and shows. */
import Type, { type Static } from 'typebox';
import { CaseField } from './fields.js';
import { CaseStatus, StatusTransition } from './statuses.js';

const FieldValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const AgentCase = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The application’s id' }),
    title: Type.String({ description: 'The job title' }),
    subtitle: Type.Union([Type.String(), Type.Null()], {
      description: 'The company, and the location when known',
    }),
    status: CaseStatus,
    summary: Type.Union([Type.String(), Type.Null()], {
      description: 'One line for the host: the match score and the next step',
    }),
    fields: Type.Record(Type.String(), FieldValue, {
      description: 'Values of the schema’s extra fields',
    }),
    url: Type.Union([Type.String(), Type.Null()], {
      description: 'A deep link into the agent’s own UI',
    }),
    createdAt: Type.String({ format: 'date-time' }),
    updatedAt: Type.String({ format: 'date-time' }),
    version: Type.Integer({ minimum: 1, description: 'Raised by every change; sent as the ETag' }),
  },
  { additionalProperties: false, $id: 'AgentCase' },
);
export type AgentCase = Static<typeof AgentCase>;

export const CaseList = Type.Object(
  {
    items: Type.Array(AgentCase),
    nextCursor: Type.Union([Type.String(), Type.Null()], {
      description: 'Pass as `cursor` for the next page; null on the last page',
    }),
  },
  { additionalProperties: false },
);
export type CaseList = Static<typeof CaseList>;

export const StatusDescriptor = Type.Object(
  {
    key: CaseStatus,
    label: Type.String(),
    terminal: Type.Boolean(),
    color: Type.String(),
  },
  { additionalProperties: false },
);

/** What GET /api/cases/schema returns: everything a host needs to draw case controls. */
export const CaseSchema = Type.Object(
  {
    version: Type.Integer({ description: 'The contract version; raised on incompatible changes' }),
    fields: Type.Array(CaseField),
    statuses: Type.Array(StatusDescriptor),
    initialStatus: CaseStatus,
    transitions: Type.Array(StatusTransition),
    createBody: Type.Unknown({ description: 'JSON Schema of the create body' }),
    updateBody: Type.Unknown({ description: 'JSON Schema of the update body' }),
    statusBody: Type.Unknown({ description: 'JSON Schema of the case-status action body' }),
  },
  { additionalProperties: false },
);
export type CaseSchema = Static<typeof CaseSchema>;
