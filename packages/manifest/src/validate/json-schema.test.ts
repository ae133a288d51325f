import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Schema from 'typebox/schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { JSON_SCHEMA_DIALECT, manifestSchemaDocument } from '../schema.js';

const schemaFile = new URL('../../schema/agent-manifest.schema.json', import.meta.url);
const repoManifest = new URL('../../../../agent.yaml', import.meta.url);
const exampleManifest = new URL('../../fixtures/example/agent.yaml', import.meta.url);

function readPublished(): Record<string, unknown> {
  return JSON.parse(readFileSync(schemaFile, 'utf8')) as Record<string, unknown>;
}

function readYaml(url: URL): unknown {
  return parse(readFileSync(url, 'utf8'));
}

describe('schema/agent-manifest.schema.json', () => {
  it('is up to date (npm run schema -w packages/manifest)', () => {
    // Compared as JSON text so that key order counts too; Prettier owns the whitespace.
    expect(JSON.stringify(readPublished())).toBe(JSON.stringify(manifestSchemaDocument()));
  });

  it('is a valid draft 2020-12 schema with an $id, a title and descriptions', () => {
    const published = readPublished();
    expect(published.$schema).toBe(JSON_SCHEMA_DIALECT);
    expect(Schema.Check(Schema.Meta[JSON_SCHEMA_DIALECT], published)).toBe(true);
    expect(published.$id).toMatch(/^https:\/\//);
    expect(published.title).toBe('Agent manifest');
    expect(published.additionalProperties).toBe(false);
    expect(published.required).toEqual([
      'apiVersion',
      'kind',
      'metadata',
      'services',
      'ci',
      'deploy',
    ]);
  });

  it('accepts our agent.yaml and the spec example', () => {
    const published = readPublished();
    expect(Schema.Check(published, readYaml(repoManifest))).toBe(true);
    expect(Schema.Check(published, readYaml(exampleManifest))).toBe(true);
  });

  it('tells editors the rules of each service type', () => {
    const published = readPublished();
    const example = readYaml(exampleManifest) as {
      services: Record<string, Record<string, unknown>>;
    };
    const withBuildCommand = structuredClone(example);
    withBuildCommand.services.backend = { ...example.services.backend, buildCommand: 'uv build' };
    expect(Schema.Check(published, withBuildCommand)).toBe(false);
    const withoutHosting = structuredClone(example);
    delete withoutHosting.services.database?.hosting;
    expect(Schema.Check(published, withoutHosting)).toBe(false);
    const withRegion = structuredClone(example);
    withRegion.services.frontend = {
      ...example.services.frontend,
      runtime: { minInstances: 0, maxInstances: 3, region: 'eu-west-1' },
    };
    expect(Schema.Check(published, withRegion)).toBe(false);
  });

  it('is named on the first line of both manifests, relative to each', () => {
    const line = (url: URL) => readFileSync(url, 'utf8').split('\n')[0] ?? '';
    for (const manifest of [repoManifest, exampleManifest]) {
      const match = /^# yaml-language-server: \$schema=(\S+)$/.exec(line(manifest));
      expect(match).not.toBeNull();
      const target = new URL(match?.[1] ?? '', manifest);
      expect(fileURLToPath(target)).toBe(fileURLToPath(schemaFile));
    }
  });
});
