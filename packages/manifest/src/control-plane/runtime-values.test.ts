import { describe, expect, it } from 'vitest';
import { resolveRuntimeValues } from './runtime-values.js';
import type { Manifest } from './schemas.js';

const settings = { region: 'local-1', domain: 'platform.local' };

const manifest: Manifest = {
  kind: 'Agent',
  metadata: { name: 'resume-agent', owner: 'owner@example.com' },
  services: {
    web: { type: 'nextjs', path: 'frontend' },
    api: { type: 'python-fastapi', path: 'backend' },
    db: { type: 'hasura', path: 'hasura' },
  },
  deploy: { main: 'production' },
};

describe('resolveRuntimeValues', () => {
  it('points the frontend at the backend service of the same environment', () => {
    expect(resolveRuntimeValues(manifest, 'web', 'staging', settings)).toEqual({
      SERVICE_NAME: 'resume-agent-web-staging',
      ENVIRONMENT: 'staging',
      REGION: 'local-1',
      SERVICE_URL: 'https://resume-agent-web-staging.local-1.platform.local',
      NEXT_PUBLIC_API_BASE_URL: 'https://resume-agent-api-staging.local-1.platform.local',
    });
  });

  it('gives backends the database behind the database service, without a password, and a port', () => {
    expect(resolveRuntimeValues(manifest, 'api', 'production', settings)).toMatchObject({
      DATABASE_URL:
        'postgresql://resume_agent_production@resume-agent-db-production.local-1.platform.local:5432/resume_agent_production',
      PORT: '8080',
    });
    expect(resolveRuntimeValues(manifest, 'db', 'production', settings)).toHaveProperty(
      'HASURA_GRAPHQL_DATABASE_URL',
    );
  });

  it('leaves out what the manifest cannot resolve, and knows no service it does not hold', () => {
    const alone: Manifest = {
      ...manifest,
      services: { api: { type: 'node-fastify', path: 'api' } },
    };
    expect(resolveRuntimeValues(alone, 'api', 'production', settings)).not.toHaveProperty(
      'DATABASE_URL',
    );
    expect(resolveRuntimeValues(manifest, 'worker', 'production', settings)).toBeUndefined();
    // Not an own property: `toString` is no service.
    expect(resolveRuntimeValues(manifest, 'toString', 'production', settings)).toBeUndefined();
  });
});
