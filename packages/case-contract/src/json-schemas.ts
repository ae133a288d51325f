/** The contract's schemas by file name, for hosts that read JSON Schema rather than TypeScript. */
import { AgentCase, CaseList, CaseSchema } from './agent-case.js';
import { ChangeStatusBody, CreateCaseBody, ListCasesQuery, UpdateCaseBody } from './bodies.js';

export const JSON_SCHEMA_FILES: Readonly<Record<string, unknown>> = {
  'agent-case': AgentCase,
  'case-list': CaseList,
  'case-schema': CaseSchema,
  'create-case-body': CreateCaseBody,
  'update-case-body': UpdateCaseBody,
  'change-status-body': ChangeStatusBody,
  'list-cases-query': ListCasesQuery,
};

/** The text of `schemas/<name>.json`: draft 2020-12 JSON Schema, two-space indented. */
export function jsonSchemaFileText(name: string): string {
  const schema = JSON_SCHEMA_FILES[name];
  if (schema === undefined) throw new Error(`no schema named ${name}`);
  const document = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(JSON.parse(JSON.stringify(schema)) as object),
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
