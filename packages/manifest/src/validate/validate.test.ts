import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../diagnostics.js';
import { validateManifestFile, validateManifestText } from './index.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const EXAMPLE = `apiVersion: platform.example.com/v1
kind: Agent
metadata:
  name: resume-agent
  displayName: Resume Agent
  description: Tailors resumes.
  owner: owner@example.com
services:
  frontend:
    type: nextjs
    path: frontend
    buildCommand: npm run build
    dockerfile: frontend/Dockerfile
    runtime:
      minInstances: 0
      maxInstances: 3
  backend:
    type: python-fastapi
    path: backend
    dockerfile: backend/Dockerfile
    runtime:
      minInstances: 1
      maxInstances: 4
  database:
    type: hasura
    path: hasura
    hosting:
      embedded: false
ci:
  triggerPaths:
    - frontend/**
    - backend/**
    - hasura/**
    - agent.yaml
deploy:
  main: production
  deploy/*: staging
`;

const EXISTING = new Set([
  'frontend',
  'frontend/Dockerfile',
  'backend',
  'backend/Dockerfile',
  'hasura',
]);

/** Validates against an in-memory repository holding what EXAMPLE names. */
function check(text: string, fileExists = (path: string) => EXISTING.has(path)) {
  return validateManifestText(text, { file: 'agent.yaml', fileExists });
}

/** The formatted diagnostics, as agentctl prints them. */
function lines(text: string, fileExists?: (path: string) => boolean): string[] {
  return check(text, fileExists).diagnostics.map(formatDiagnostic);
}

function edit(find: string, replace: string, text = EXAMPLE): string {
  if (!text.includes(find)) throw new Error(`not in the manifest: ${find}`);
  return text.replace(find, replace);
}

describe('validateManifestText', () => {
  it('accepts the spec example and returns the manifest', () => {
    const result = check(EXAMPLE);
    expect(result.diagnostics).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.manifest?.services.backend?.type).toBe('python-fastapi');
    expect(result.manifest?.deploy['deploy/*']).toBe('staging');
  });

  it('accepts a node-fastify backend like ours', () => {
    expect(check(edit('type: python-fastapi', 'type: node-fastify')).ok).toBe(true);
  });

  it('reports every error in one run, sorted by position', () => {
    const text = edit(
      '  owner: owner@example.com',
      '  onwer: owner@example.com',
      edit(
        '    dockerfile: backend/Dockerfile\n',
        '    buildCommand: uv build\n    dockerfile: backend/Dockerfile\n',
        edit('      minInstances: 1\n', '      minInstances: 1.5\n'),
      ),
    );
    expect(lines(text, () => false)).toEqual([
      'agent.yaml:7:3: metadata.onwer: unknown key; did you mean "owner"?',
      'agent.yaml:11:11: services.frontend.path: frontend does not exist',
      'agent.yaml:13:17: services.frontend.dockerfile: frontend/Dockerfile does not exist',
      'agent.yaml:19:11: services.backend.path: backend does not exist',
      'agent.yaml:20:5: services.backend.buildCommand: only a nextjs service has a buildCommand',
      'agent.yaml:21:17: services.backend.dockerfile: backend/Dockerfile does not exist',
      'agent.yaml:23:21: services.backend.runtime.minInstances: must be an integer between 0 and 100 (got 1.5)',
      'agent.yaml:27:11: services.database.path: hasura does not exist',
    ]);
  });

  it('reports only the syntax errors of a file that does not parse', () => {
    const text = edit('kind: Agent', 'kind: [Agent').replace('  owner: owner@example.com\n', '');
    const result = check(text);
    expect(result.ok).toBe(false);
    expect(result.diagnostics.length).toBeGreaterThan(0);
    for (const diagnostic of result.diagnostics) {
      expect(diagnostic.path).toBe('');
      expect(diagnostic.message).toMatch(/^YAML syntax error: /);
    }
  });

  it('names a duplicate key by its path and points at the first one', () => {
    expect(lines(edit('kind: Agent\n', 'kind: Agent\nkind: Agent\n'))).toEqual([
      'agent.yaml:3:1: kind: duplicate key; the first is at line 2',
    ]);
  });

  it('still checks the other fields of a service whose type is unknown', () => {
    expect(lines(edit('type: python-fastapi\n', 'type: fastapi\n    buildComand: make\n'))).toEqual(
      [
        'agent.yaml:18:11: services.backend.type: must be one of "nextjs", "node-fastify", "python-fastapi" or "hasura" (got "fastapi"); did you mean "python-fastapi"?',
        'agent.yaml:19:5: services.backend.buildComand: unknown key; did you mean "buildCommand"?',
      ],
    );
  });

  it('words a field on the wrong kind of service', () => {
    const text = edit(
      '      embedded: false\n',
      '      embedded: false\n    dockerfile: hasura/Dockerfile\n    buildCommand: make\n',
    );
    expect(lines(text)).toEqual([
      'agent.yaml:29:5: services.database.dockerfile: only a nextjs, node-fastify or python-fastapi service has a dockerfile',
      'agent.yaml:30:5: services.database.buildCommand: only a nextjs service has a buildCommand',
    ]);
  });

  it('applies the default maxInstances of 1 to minInstances', () => {
    const text = edit('      minInstances: 1\n      maxInstances: 4\n', '      minInstances: 2\n');
    expect(lines(text)).toEqual([
      'agent.yaml:22:21: services.backend.runtime.minInstances: must not exceed maxInstances, which defaults to 1 (got 2); set maxInstances',
    ]);
    expect(
      check(edit('      minInstances: 1\n      maxInstances: 4\n', '      minInstances: 1\n')).ok,
    ).toBe(true);
  });

  it('asks a quoted string for a number YAML would read otherwise', () => {
    expect(lines(edit('displayName: Resume Agent', 'displayName: 2024'))).toEqual([
      'agent.yaml:5:16: metadata.displayName: must be a string (got 2024, which YAML reads as a number; quote it to make it a string)',
    ]);
  });

  it('reads the repository through fileExists alone, with paths relative to the root', () => {
    const asked: string[] = [];
    check(EXAMPLE, (path) => {
      asked.push(path);
      return true;
    });
    expect(asked.sort()).toEqual([...EXISTING].sort());
  });
});

describe('platform-resolved fields', () => {
  it('never repeats a database URL, which may hold a password', () => {
    const text = edit(
      'buildCommand: npm run build',
      'buildCommand: psql postgres://app:s3cret@db/app',
    );
    const [line] = lines(text);
    expect(line).toBe(
      'agent.yaml:12:19: services.frontend.buildCommand: holds a database URL, which the platform resolves; remove it from the manifest',
    );
    expect(line).not.toContain('s3cret');
  });

  it('finds database URL keys in any spelling, anywhere', () => {
    for (const key of [
      'DATABASE_URL',
      'databaseUrl',
      'database_url',
      'HASURA_GRAPHQL_DATABASE_URL',
    ]) {
      const text = edit('      embedded: false\n', `      embedded: false\n    ${key}: vault\n`);
      expect(lines(text)).toEqual([
        `agent.yaml:29:5: services.database.${key}: the platform resolves database URLs; remove it from the manifest`,
      ]);
    }
  });

  it('reports an unknown block that only holds resolved fields once, and one that holds more twice', () => {
    expect(lines(`${EXAMPLE}ui:\n  version: 1.2.0\n`)).toEqual([
      'agent.yaml:39:3: ui.version: the platform resolves this field; remove it from the manifest',
    ]);
    expect(lines(`${EXAMPLE}ui:\n  version: 1.2.0\n  theme: dark\n`)).toEqual([
      'agent.yaml:38:1: ui: unknown key; allowed keys: apiVersion, kind, metadata, services, ci, deploy',
      'agent.yaml:39:3: ui.version: the platform resolves this field; remove it from the manifest',
    ]);
  });

  it('leaves names alone: a service or a branch may be called status', () => {
    const text = edit('  deploy/*: staging\n', '  deploy/*: staging\n  status: staging\n');
    expect(lines(text)).toEqual([]);
  });

  it('catches runtime.region and runtime.service on any service', () => {
    const text = edit(
      '      maxInstances: 3\n',
      '      maxInstances: 3\n      service: web\n      region: eu\n',
    );
    expect(lines(text)).toEqual([
      'agent.yaml:17:7: services.frontend.runtime.service: the platform resolves this field; remove it from the manifest',
      'agent.yaml:18:7: services.frontend.runtime.region: the platform resolves this field; remove it from the manifest',
    ]);
  });
});

describe('ci.triggerPaths', () => {
  const triggers = '    - frontend/**\n    - backend/**\n    - hasura/**\n    - agent.yaml\n';

  it('accepts broader globs and extra ones', () => {
    expect(lines(edit(triggers, "    - '**'\n"))).toEqual([]);
    expect(lines(edit(triggers, `${triggers}    - packages/**\n    - docs/**\n`))).toEqual([]);
    expect(lines(edit(triggers, '    - "{frontend,backend,hasura}/**"\n    - "*.yaml"\n'))).toEqual(
      [],
    );
  });

  it('warns when a glob only matches part of a directory or an exclusion removes it', () => {
    expect(lines(edit('    - backend/**\n', '    - backend/*.py\n'))).toEqual([
      'agent.yaml:30:3: ci.triggerPaths: warning: no glob covers the backend service\'s directory; add "backend/**"',
    ]);
    expect(
      check(edit('    - agent.yaml\n', '    - agent.yaml\n    - "!backend/**"\n')).diagnostics,
    ).toHaveLength(1);
  });

  it('reads ./frontend/ as frontend', () => {
    expect(lines(edit('    path: frontend\n', '    path: ./frontend/\n'), () => true)).toEqual([]);
  });

  it('wants the manifest path relative to the repository root', () => {
    const result = validateManifestText(EXAMPLE, {
      file: 'deploy/agent.yaml',
      fileExists: () => true,
      manifestPath: 'deploy/agent.yaml',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'deploy/agent.yaml:30:3: ci.triggerPaths: warning: no glob covers the manifest itself; add "deploy/agent.yaml"',
    ]);
    expect(result.ok).toBe(true);
  });
});

describe('YAML corner cases', () => {
  it('refuses a document that multiplies through aliases', () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
      'e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
    ].join('\n');
    const result = check(bomb);
    expect(result.diagnostics.map((diagnostic) => diagnostic.message)).toEqual([
      'YAML syntax error: the document expands to more than 10000 values through its aliases',
    ]);
  });

  it('reads an alias like the value it names', () => {
    const text = edit('  main: production\n', '  main: &env production\n').replace(
      '  deploy/*: staging\n',
      '  deploy/*: *env\n',
    );
    expect(check(text).manifest?.deploy['deploy/*']).toBe('production');
  });

  it('reports a list or a scalar where the manifest belongs', () => {
    expect(lines('- apiVersion\n')).toEqual([
      'agent.yaml:1:1: must be a mapping with apiVersion, kind, metadata, services, ci and deploy (got a list)',
    ]);
  });
});

describe('validateManifestFile', () => {
  it('passes our own agent.yaml against this repository', () => {
    const result = validateManifestFile(join(repoRoot, 'agent.yaml'), {
      displayName: 'agent.yaml',
    });
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([]);
    expect(result.ok).toBe(true);
    expect(result.manifest?.services.backend?.type).toBe('node-fastify');
  });

  it('looks paths up from the manifest folder unless told otherwise', () => {
    const root = mkdtempSync(join(tmpdir(), 'manifest-'));
    try {
      mkdirSync(join(root, 'infra'));
      writeFileSync(join(root, 'infra', 'agent.yaml'), EXAMPLE);
      for (const directory of ['frontend', 'backend', 'hasura']) mkdirSync(join(root, directory));
      writeFileSync(join(root, 'frontend', 'Dockerfile'), 'FROM scratch\n');
      writeFileSync(join(root, 'backend', 'Dockerfile'), 'FROM scratch\n');

      const fromFolder = validateManifestFile(join(root, 'infra', 'agent.yaml'));
      expect(fromFolder.ok).toBe(false);
      expect(
        fromFolder.diagnostics.filter((d) => d.message.endsWith('does not exist')),
      ).toHaveLength(5);

      const fromRoot = validateManifestFile(join(root, 'infra', 'agent.yaml'), {
        repoRoot: root,
        displayName: 'infra/agent.yaml',
      });
      expect(fromRoot.diagnostics.map(formatDiagnostic)).toEqual([
        'infra/agent.yaml:30:3: ci.triggerPaths: warning: no glob covers the manifest itself; add "infra/agent.yaml"',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it('reports a file it cannot read at 1:1', () => {
    const result = validateManifestFile('no-such/agent.yaml');
    expect(result.ok).toBe(false);
    expect(result.diagnostics.map(formatDiagnostic)).toEqual([
      'no-such/agent.yaml:1:1: cannot read the manifest (no such file)',
    ]);
  });
});
