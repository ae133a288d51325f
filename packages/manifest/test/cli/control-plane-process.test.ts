/** `agentctl control-plane` as a process: it persists across restarts and guards its data. */
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  agentctl,
  callControlPlane,
  removeTemporaryDirectories,
  startControlPlane,
  temporaryDirectory,
} from './support.js';

afterAll(() => {
  removeTemporaryDirectories();
});

describe('agentctl control-plane', () => {
  it('keeps registrations across a restart on the same data directory, which one process holds at a time', async () => {
    const dataDir = join(temporaryDirectory('control-plane'), 'data');
    const first = await startControlPlane('pglite', { dataDir });
    try {
      const health = await callControlPlane(first.url, 'GET', '/health');
      expect(health).toEqual({
        status: 200,
        body: { status: 'ok', engine: 'pglite', region: 'local-1' },
      });
      const registration = await callControlPlane(first.url, 'POST', '/v1/agents', {
        name: 'kept-agent',
        owner: 'owner@example.com',
      });
      expect(registration.status).toBe(201);

      const second = await agentctl(['control-plane', '--port', '0', '--data-dir', dataDir], {
        cwd: temporaryDirectory('cwd'),
      });
      expect(second.code).toBe(1);
      expect(second.stderr).toMatch(
        /The control plane could not start: .* is in use by another control plane/,
      );
    } finally {
      expect(await first.stop()).toBe(0);
    }

    const restarted = await startControlPlane('pglite', { dataDir });
    try {
      const status = await callControlPlane(restarted.url, 'GET', '/v1/agents/kept-agent');
      expect(status).toMatchObject({
        status: 200,
        body: { name: 'kept-agent', placeholder: true },
      });
    } finally {
      expect(await restarted.stop()).toBe(0);
    }
  });
});
