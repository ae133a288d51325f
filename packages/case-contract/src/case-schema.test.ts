import { readFile } from 'node:fs/promises';
import Value from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { AgentCase, CaseSchema } from './agent-case.js';
import { ChangeStatusBody, CreateCaseBody, UpdateCaseBody } from './bodies.js';
import { caseSchema } from './case-schema.js';
import { CASE_FIELDS } from './fields.js';
import { JSON_SCHEMA_FILES, jsonSchemaFileText } from './json-schemas.js';

describe('the case schema', () => {
  const schema = caseSchema();

  it('conforms to its own schema and is plain JSON', () => {
    expect(Value.Check(CaseSchema, schema)).toBe(true);
    expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
  });

  it('describes every body key: core fields at the top, extra fields under `fields`', () => {
    const createKeys = Object.keys(CreateCaseBody.properties);
    for (const field of CASE_FIELDS.filter((candidate) => candidate.editable)) {
      if (field.group === 'core') expect(createKeys).toContain(field.key);
      else expect(Object.keys(CreateCaseBody.properties.fields.properties)).toContain(field.key);
    }
    const required = CASE_FIELDS.filter((field) => field.required).map((field) => field.key);
    expect(CreateCaseBody.required).toEqual(required);
  });

  it('publishes the body schemas that the bodies are validated with', () => {
    expect(schema.createBody).toEqual(JSON.parse(JSON.stringify(CreateCaseBody)));
    expect(schema.updateBody).toEqual(JSON.parse(JSON.stringify(UpdateCaseBody)));
    expect(schema.statusBody).toEqual(JSON.parse(JSON.stringify(ChangeStatusBody)));
  });
});

describe('the bodies', () => {
  it('accept a full create body and refuse blank titles, bad URLs and unknown keys', () => {
    const body = {
      title: 'Staff engineer',
      company: 'Acme',
      jobUrl: 'https://jobs.example/1',
      status: 'ready',
      fields: { priority: 'high', remote: true, salary: null },
    };
    expect(Value.Check(CreateCaseBody, body)).toBe(true);
    expect(Value.Check(CreateCaseBody, { title: '   ' })).toBe(false);
    expect(Value.Check(CreateCaseBody, { title: 'x', jobUrl: 'ftp://x' })).toBe(false);
    expect(Value.Check(CreateCaseBody, { title: 'x', owner: 'y' })).toBe(false);
    expect(Value.Check(CreateCaseBody, { title: 'x', fields: { matchScore: 90 } })).toBe(false);
    expect(Value.Check(CreateCaseBody, { title: 'x', status: 'archived' })).toBe(false);
  });

  it('refuse an empty update and accept clearing a field with null', () => {
    expect(Value.Check(UpdateCaseBody, {})).toBe(false);
    expect(Value.Check(UpdateCaseBody, { company: null })).toBe(true);
    expect(Value.Check(ChangeStatusBody, { status: 'applied', note: 'sent' })).toBe(true);
    expect(Value.Check(ChangeStatusBody, { status: 'applied', note: '' })).toBe(false);
  });

  it('describe an AgentCase', () => {
    const agentCase = {
      id: '0b6f3f7e-8a53-4d49-9a43-a3a2a1c4f0d2',
      title: 'Engineer',
      subtitle: null,
      status: 'draft',
      summary: null,
      fields: { priority: 'low', matchScore: 80, remote: null },
      url: null,
      createdAt: '2026-11-23T10:00:00.000Z',
      updatedAt: '2026-11-23T10:00:00.000Z',
      version: 1,
    };
    expect(Value.Check(AgentCase, agentCase)).toBe(true);
    expect(Value.Check(AgentCase, { ...agentCase, version: 0 })).toBe(false);
  });
});

describe('schemas/*.json', () => {
  it.each(Object.keys(JSON_SCHEMA_FILES))(
    'schemas/%s.json is up to date (npm run schemas -w packages/case-contract)',
    async (name) => {
      const file = await readFile(new URL(`../schemas/${name}.json`, import.meta.url), 'utf8');
      expect(file).toBe(jsonSchemaFileText(name));
    },
  );
});
