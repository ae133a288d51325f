import type { CaseSchema } from './agent-case.js';
import { ChangeStatusBody, CreateCaseBody, UpdateCaseBody } from './bodies.js';
import { CASE_FIELDS } from './fields.js';
import { CASE_STATUS_INFO, CASE_STATUSES, CASE_TRANSITIONS, isTerminalStatus } from './statuses.js';

export const CASE_CONTRACT_VERSION = 1;

/** Plain JSON, without TypeBox's bookkeeping, ready to send to a host. */
function jsonSchemaOf(schema: unknown): unknown {
  return JSON.parse(JSON.stringify(schema)) as unknown;
}

/** The case-schema action's answer; the same for every caller. */
export function caseSchema(): CaseSchema {
  return {
    version: CASE_CONTRACT_VERSION,
    fields: CASE_FIELDS.map((field) => ({ ...field })),
    statuses: CASE_STATUSES.map((key) => ({
      key,
      label: CASE_STATUS_INFO[key].label,
      terminal: isTerminalStatus(key),
      color: CASE_STATUS_INFO[key].color,
    })),
    initialStatus: 'draft',
    transitions: CASE_STATUSES.map((from) => ({ from, to: [...CASE_TRANSITIONS[from]] })),
    createBody: jsonSchemaOf(CreateCaseBody),
    updateBody: jsonSchemaOf(UpdateCaseBody),
    statusBody: jsonSchemaOf(ChangeStatusBody),
  };
}
