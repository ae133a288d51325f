import { describe, expect, it } from 'vitest';
import { InvalidGlobError } from './glob.js';
import { compileTriggerPaths, type PreviewManifest, previewTriggers } from './triggers.js';

/** The example of spec §2.3: one trigger path per service directory, and the manifest. */
const manifest: PreviewManifest = {
  services: {
    frontend: { path: 'frontend' },
    backend: { path: 'backend' },
    database: { path: 'hasura' },
  },
  ci: { triggerPaths: ['frontend/**', 'backend/**', 'hasura/**', 'agent.yaml'] },
  deploy: { main: 'production', 'deploy/*': 'staging' },
};

function withTriggerPaths(triggerPaths: string[]): PreviewManifest {
  return { ...manifest, ci: { triggerPaths } };
}

describe('compileTriggerPaths', () => {
  it('reports the pattern that includes a file', () => {
    const triggerPathOf = compileTriggerPaths(['frontend/**', 'agent.yaml']);
    expect(triggerPathOf('frontend/app.ts')).toBe('frontend/**');
    expect(triggerPathOf('agent.yaml')).toBe('agent.yaml');
    expect(triggerPathOf('docs/agent.yaml')).toBeUndefined();
  });

  it('lets a ! pattern remove files included before it', () => {
    const triggerPathOf = compileTriggerPaths(['backend/**', '!backend/**/*.md']);
    expect(triggerPathOf('backend/src/server.ts')).toBe('backend/**');
    expect(triggerPathOf('backend/README.md')).toBeUndefined();
    expect(triggerPathOf('backend/docs/api.md')).toBeUndefined();
  });

  it('lets a later positive pattern include an excluded file again, and reports that one', () => {
    const triggerPathOf = compileTriggerPaths([
      'backend/**',
      '!backend/**/*.md',
      'backend/CHANGELOG.md',
    ]);
    expect(triggerPathOf('backend/CHANGELOG.md')).toBe('backend/CHANGELOG.md');
    expect(triggerPathOf('backend/README.md')).toBeUndefined();
  });

  it('reports the last including pattern when several include a file', () => {
    expect(compileTriggerPaths(['**', 'frontend/**'])('frontend/a.ts')).toBe('frontend/**');
  });

  it('ignores a ! pattern that nothing before it included', () => {
    const triggerPathOf = compileTriggerPaths(['!docs/**', 'docs/**']);
    expect(triggerPathOf('docs/a.md')).toBe('docs/**');
  });

  it('rejects a lone !', () => {
    expect(() => compileTriggerPaths(['frontend/**', '!'])).toThrow(InvalidGlobError);
  });
});

describe('previewTriggers', () => {
  it('triggers the service whose directory holds the change, with its glob', () => {
    const preview = previewTriggers(manifest, ['backend/src/server.ts']);
    expect(preview).toEqual({
      ci: true,
      services: [
        { name: 'frontend', files: [] },
        { name: 'backend', files: ['backend/src/server.ts'] },
        { name: 'database', files: [] },
      ],
      files: [{ file: 'backend/src/server.ts', triggerPath: 'backend/**', services: ['backend'] }],
    });
  });

  it('triggers the database service for hasura/, its directory', () => {
    const preview = previewTriggers(manifest, ['hasura/metadata/tables.yaml']);
    expect(preview.files).toEqual([
      { file: 'hasura/metadata/tables.yaml', triggerPath: 'hasura/**', services: ['database'] },
    ]);
  });

  it('triggers on dot-files and dot-folders', () => {
    const preview = previewTriggers(manifest, [
      'backend/.env.example',
      'frontend/.storybook/main.ts',
    ]);
    expect(preview.files.map((file) => [file.file, file.triggerPath, file.services])).toEqual([
      ['backend/.env.example', 'backend/**', ['backend']],
      ['frontend/.storybook/main.ts', 'frontend/**', ['frontend']],
    ]);
  });

  it('triggers every service, in manifest order, for a change to the manifest', () => {
    const preview = previewTriggers(manifest, ['agent.yaml']);
    expect(preview.files).toEqual([
      {
        file: 'agent.yaml',
        triggerPath: 'agent.yaml',
        services: ['frontend', 'backend', 'database'],
      },
    ]);
    expect(preview.services.every((service) => service.files.includes('agent.yaml'))).toBe(true);
  });

  it('knows the manifest by the path it is given', () => {
    const nested = withTriggerPaths(['deploy/agent.yaml', 'frontend/**']);
    const preview = previewTriggers(nested, ['deploy/agent.yaml'], './deploy/agent.yaml');
    expect(preview.files[0]?.services).toEqual(['frontend', 'backend', 'database']);
  });

  it('lets the trigger paths decide for the manifest too: unlisted, it triggers nothing', () => {
    const preview = previewTriggers(withTriggerPaths(['frontend/**']), ['agent.yaml']);
    expect(preview.ci).toBe(false);
    expect(preview.files).toEqual([{ file: 'agent.yaml', services: [] }]);
  });

  it('triggers nothing for a docs-only change', () => {
    const preview = previewTriggers(manifest, ['docs/guide.md', 'README.md']);
    expect(preview.ci).toBe(false);
    expect(preview.services.every((service) => service.files.length === 0)).toBe(true);
    expect(preview.files).toEqual([
      { file: 'docs/guide.md', services: [] },
      { file: 'README.md', services: [] },
    ]);
  });

  it('triggers every service for a watched file that no service owns (shared code)', () => {
    const shared = withTriggerPaths([...manifest.ci.triggerPaths, 'packages/**']);
    const preview = previewTriggers(shared, ['packages/manifest/src/index.ts']);
    expect(preview.files[0]).toEqual({
      file: 'packages/manifest/src/index.ts',
      triggerPath: 'packages/**',
      services: ['frontend', 'backend', 'database'],
    });
  });

  it('honours ! exclusions: backend Markdown triggers nothing', () => {
    const excluding = withTriggerPaths([...manifest.ci.triggerPaths, '!backend/**/*.md']);
    const preview = previewTriggers(excluding, ['backend/README.md', 'backend/src/app.ts']);
    expect(preview.files).toEqual([
      { file: 'backend/README.md', services: [] },
      { file: 'backend/src/app.ts', triggerPath: 'backend/**', services: ['backend'] },
    ]);
  });

  it('gives a file to the deepest service directory that holds it', () => {
    const nested: PreviewManifest = {
      ...manifest,
      services: { web: { path: 'apps' }, admin: { path: './apps/admin/' } },
      ci: { triggerPaths: ['apps/**'] },
    };
    const preview = previewTriggers(nested, ['apps/admin/page.tsx', 'apps/home.tsx']);
    expect(preview.files.map((file) => file.services)).toEqual([['admin'], ['web']]);
  });

  it('does not take a sibling with a longer name for a subdirectory', () => {
    const preview = previewTriggers(withTriggerPaths(['**']), ['frontend-e2e/a.spec.ts']);
    // Not under frontend/: shared, so every service.
    expect(preview.files[0]?.services).toEqual(['frontend', 'backend', 'database']);
  });

  it('counts a file listed twice once and keeps the order given', () => {
    const preview = previewTriggers(manifest, ['hasura/a', 'frontend/b', 'hasura/a']);
    expect(preview.files.map((file) => file.file)).toEqual(['hasura/a', 'frontend/b']);
  });

  it('reports no CI for no changes', () => {
    expect(previewTriggers(manifest, [])).toEqual({
      ci: false,
      services: [
        { name: 'frontend', files: [] },
        { name: 'backend', files: [] },
        { name: 'database', files: [] },
      ],
      files: [],
    });
  });
});
