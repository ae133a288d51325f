import { describe, expect, it } from 'vitest';
import { compareServices } from './compare.js';
import type { Manifest } from './schemas.js';

const base = (services: Manifest['services']): Manifest => ({
  kind: 'Agent',
  metadata: { name: 'a', owner: 'o@example.com' },
  services,
});

describe('compareServices', () => {
  it('lists every service of a real manifest as added to a placeholder', () => {
    const next = base({
      frontend: { type: 'nextjs', path: 'f' },
      backend: { type: 'node-fastify', path: 'b' },
    });
    expect(compareServices(base({}), next)).toEqual({
      added: [
        { name: 'frontend', type: 'nextjs' },
        { name: 'backend', type: 'node-fastify' },
      ],
      changed: [],
      removed: [],
      unchanged: [],
    });
  });

  it('names the fields that changed, whatever the key order, and the services removed', () => {
    // Service definitions keep fields the control plane does not read (additionalProperties).
    const backend = {
      type: 'node-fastify',
      path: 'b',
      runtime: { minInstances: 1, maxInstances: 2 },
    };
    const before = base({ backend, database: { type: 'hasura', path: 'h' } });
    const moved = {
      runtime: { maxInstances: 4, minInstances: 1 },
      path: 'b',
      type: 'node-fastify',
    };
    const after = base({ backend: moved });
    expect(compareServices(before, after)).toEqual({
      added: [],
      changed: [{ name: 'backend', type: 'node-fastify', fields: ['runtime'] }],
      removed: [{ name: 'database', type: 'hasura' }],
      unchanged: [],
    });
    expect(compareServices(before, before).unchanged.map((change) => change.name)).toEqual([
      'backend',
      'database',
    ]);
  });
});
