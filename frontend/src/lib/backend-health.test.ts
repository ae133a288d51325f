import { describe, expect, it } from 'vitest';
import { interpretHealth } from './backend-health';

describe('interpretHealth', () => {
  it('reports a healthy backend as online with its database engine', () => {
    const health = interpretHealth(200, {
      status: 'ok',
      database: { status: 'up', engine: 'pglite', latencyMs: 0.4 },
      version: '0.1.0',
      uptimeSeconds: 12,
    });
    expect(health).toEqual({
      state: 'online',
      label: 'API online · database up (pglite)',
      version: '0.1.0',
    });
  });

  it('reports a 503 with the database down as degraded', () => {
    const health = interpretHealth(503, {
      status: 'degraded',
      database: { status: 'down', engine: 'postgres' },
      version: '0.1.0',
      uptimeSeconds: 3,
    });
    expect(health.state).toBe('degraded');
    expect(health.label).toBe('API degraded · database down (postgres)');
  });

  it('treats an answer that is not a health document as unreachable', () => {
    expect(interpretHealth(502, undefined).state).toBe('offline');
    expect(interpretHealth(200, { hello: 'world' }).state).toBe('offline');
    expect(interpretHealth(200, ['ok']).label).toBe('API unreachable');
  });

  it('does not call a 200 with the database down online', () => {
    expect(interpretHealth(200, { status: 'ok', database: { status: 'down' } }).state).toBe(
      'degraded',
    );
  });
});
