// Each file in fixtures/broken breaks one rule and says, on its first line, where the one
// diagnostic must be: `# expect: LINE:COLUMN [PATH] [warning]` (no path: the document itself).
// They are read against the example's folder, so every path the example names exists.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Value from 'typebox/value';
import Schema from 'typebox/schema';
import { describe, expect, it } from 'vitest';
import { AgentManifestSchema, manifestSchemaDocument } from '../schema.js';
import { collectFindings, validateManifestFile, validateManifestText } from './index.js';

const brokenDir = fileURLToPath(new URL('../../fixtures/broken/', import.meta.url));
const exampleDir = fileURLToPath(new URL('../../fixtures/example/', import.meta.url));

interface Expectation {
  line: number;
  column: number;
  path: string;
  severity: 'error' | 'warning';
}

function readExpectation(text: string): Expectation {
  const match = /^# expect: (\d+):(\d+)(?: (.+?))?( warning)?$/.exec(text.split('\n')[0] ?? '');
  if (match === null) throw new Error('the first line must be "# expect: LINE:COLUMN [PATH]"');
  const [, line = '', column = '', path = '', warning] = match;
  return {
    line: Number(line),
    column: Number(column),
    path,
    severity: warning === undefined ? 'error' : 'warning',
  };
}

const fixtures = readdirSync(brokenDir)
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => ({ name, text: readFileSync(`${brokenDir}${name}`, 'utf8') }));

const options = { repoRoot: exampleDir, manifestPath: 'agent.yaml' };

describe('fixtures/broken', () => {
  it('holds at least 25 manifests, numbered, one rule each', () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(25);
    for (const { name } of fixtures) expect(name).toMatch(/^\d{2}-[a-z0-9-]+\.yaml$/);
  });

  it.each(fixtures)('$name is reported exactly where its first line says', ({ name, text }) => {
    const expected = readExpectation(text);
    const result = validateManifestText(text, { file: name, ...options });
    const found = result.diagnostics.map(({ line, column, path, severity }) => ({
      line,
      column,
      path,
      severity,
    }));
    expect(found).toEqual([expected]);
    expect(result.ok).toBe(expected.severity === 'warning');
    for (const diagnostic of result.diagnostics) expect(diagnostic.file).toBe(name);
  });

  it('passes the example manifest itself', () => {
    const result = validateManifestFile(`${exampleDir}agent.yaml`);
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
  });
});

describe('the walker and the schema agree', () => {
  // Findings of these rules are about things a JSON Schema cannot see: positions, other files,
  // relations between fields. The value itself is valid against the schema.
  const beyondSchema = new Set(['duplicate-key', 'runtime-range', 'path-exists', 'trigger-paths']);
  const jsonSchema = manifestSchemaDocument();

  it.each(fixtures)('$name', ({ text }) => {
    const { findings, value } = collectFindings(text, options);
    if (value === undefined) return; // not a document: nothing for a schema to check
    const rules = new Set(findings.map((finding) => finding.rule));
    const typeBox = Value.Check(AgentManifestSchema, value);
    const published = Schema.Check(jsonSchema, value);
    expect(published).toBe(typeBox);
    if (rules.has('schema')) expect(typeBox).toBe(false);
    if ([...rules].every((rule) => beyondSchema.has(rule))) expect(typeBox).toBe(true);
  });
});
