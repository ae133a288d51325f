/**
 * Spec §3 (agent registration in the control plane) and §4.3 (command-line behaviours), row by
 * row: the real control plane process, the real agentctl binary, git checkouts of the spec's
 * example agent. The rows that persist or read state run on every engine (PGlite, and
 * PostgreSQL when DATABASE_URL is set); the behaviours agentctl decides before the control
 * plane stores anything run once. Each test has its own agent, so tests share one process per
 * engine and run concurrently (most of their time goes to starting processes).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentStatus, HistoryPage } from '../../src/control-plane/schemas.js';
import {
  agentctl,
  callControlPlane,
  createAgentRepository,
  engines,
  OWNER,
  removeTemporaryDirectories,
  startControlPlane,
  temporaryDirectory,
  uniqueAgentName,
  type AgentRepository,
  type CliResult,
  type Engine,
  type RunningControlPlane,
} from './support.js';

const SOMEONE_ELSE = 'someone-else@example.com';

const controlPlanes = new Map<Engine, RunningControlPlane>();

beforeAll(async () => {
  const started = await Promise.all(engines.map((engine) => startControlPlane(engine)));
  for (const controlPlane of started) controlPlanes.set(controlPlane.engine, controlPlane);
});
afterAll(async () => {
  const codes = await Promise.all([...controlPlanes.values()].map((process) => process.stop()));
  removeTemporaryDirectories();
  // SIGTERM closes the control plane cleanly.
  expect(codes.every((code) => code === 0)).toBe(true);
});

function json<T>(result: CliResult): T {
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as T;
}

/** Helpers bound to the control plane of one engine. */
function harness(engine: Engine) {
  const controlPlane = (): RunningControlPlane => {
    const running = controlPlanes.get(engine);
    if (!running) throw new Error(`no control plane on ${engine}`);
    return running;
  };
  const run = (cwd: string, args: readonly string[], env: Record<string, string> = {}) =>
    agentctl(args, { cwd, env: { AGENTCTL_CONTROL_PLANE: controlPlane().url, ...env } });

  async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const response = await callControlPlane<T>(controlPlane().url, method, path, body);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    return response.body;
  }

  // State checks read the control plane directly: the behaviour under test is the command's.
  const status = (name: string) => api<AgentStatus>('GET', `/v1/agents/${name}`);
  const history = (name: string) => api<HistoryPage>('GET', `/v1/agents/${name}/history`);

  /** A checkout of the example agent, registered: its persisted manifest is a placeholder. */
  async function registeredAgent(): Promise<AgentRepository> {
    const repo = createAgentRepository();
    await api('POST', '/v1/agents', { name: repo.name, owner: OWNER });
    return repo;
  }

  return { controlPlane, run, status, history, registeredAgent };
}

describe.concurrent.each(engines)('spec §3 and §4.3 on %s', (engine) => {
  const { controlPlane, run, status, history, registeredAgent } = harness(engine);

  it('register records a placeholder, on which status succeeds (§3, §4.3 status)', async () => {
    const repo = createAgentRepository();
    const registration = await run(repo.directory, ['register']);
    expect(registration.code, registration.stderr).toBe(0);
    expect(registration.stdout).toContain(
      `Registered ${repo.name} (owner ${OWNER}) with a placeholder manifest`,
    );

    const text = await run(repo.directory, ['status']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`Agent:     ${repo.name}`);
    expect(text.stdout).toContain(`Owner:     ${OWNER}`);
    expect(text.stdout).toContain('a placeholder with no services');

    expect(json<AgentStatus>(await run(repo.directory, ['status', '--json']))).toMatchObject({
      name: repo.name,
      owner: OWNER,
      placeholder: true,
      origin: 'register',
      services: [],
      lastDeploys: [],
    });
    expect((await history(repo.name)).items).toEqual([
      expect.objectContaining({ kind: 'registered', actor: OWNER, services: [] }),
    ]);
  });

  it('env <service> fails with Service not found while the placeholder persists (§3, §4.3 env, §7)', async () => {
    const repo = await registeredAgent();
    for (const service of ['backend', 'frontend']) {
      const result = await run(repo.directory, ['env', service]);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('Service not found');
      expect(result.stderr).toContain('placeholder with no services');
    }
  });

  it('deploy --dry-run previews the real manifest file against the control plane and persists nothing (§3 row 1, §4.3 preview)', async () => {
    const repo = await registeredAgent();
    const historyBefore = await history(repo.name);

    const text = await run(repo.directory, ['deploy', '--dry-run']);
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain('Branch:   main → production');
    expect(text.stdout).toContain(`Control plane (${controlPlane().url}): ${repo.name}`);
    expect(text.stdout).toContain('Persisted manifest: a placeholder with no services');
    expect(text.stdout).toContain('A confirmed deploy to production would:');
    expect(text.stdout).toMatch(
      /add +frontend \(nextjs\), backend \(python-fastapi\), database \(hasura\)/,
    );
    expect(text.stdout).toContain('Dry run: nothing was persisted.');

    const data = json<{
      preview: { branch: string; environment: { environment: string } | null };
      controlPlane: {
        persisted: boolean;
        placeholder: boolean;
        changes: { added: { name: string }[] };
      };
    }>(await run(repo.directory, ['deploy', '--dry-run', '--json']));
    expect(data.preview).toMatchObject({
      branch: 'main',
      environment: { environment: 'production' },
    });
    expect(data.controlPlane).toMatchObject({ persisted: false, placeholder: true });
    expect(data.controlPlane.changes.added.map((service) => service.name)).toEqual([
      'frontend',
      'backend',
      'database',
    ]);

    // Nothing persisted: still the placeholder, no new history, env still fails.
    expect(await status(repo.name)).toMatchObject({
      placeholder: true,
      services: [],
      lastDeploys: [],
    });
    expect(await history(repo.name)).toEqual(historyBefore);
    const env = await run(repo.directory, ['env', 'backend']);
    expect(env.code).toBe(1);
    expect(env.stderr).toContain('Service not found');
  });

  it('deploy --confirm by anyone but the owner is refused and persists nothing (§3 row 2 condition)', async () => {
    const repo = await registeredAgent();
    const historyBefore = await history(repo.name);

    const refused = await run(repo.directory, ['deploy', '--confirm', '--as', SOMEONE_ELSE]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      `Only ${repo.name}'s owner (${OWNER}) may confirm a deploy; ${SOMEONE_ELSE} is not`,
    );
    expect(await status(repo.name)).toMatchObject({
      placeholder: true,
      services: [],
      lastDeploys: [],
    });
    expect(await history(repo.name)).toEqual(historyBefore);
  });

  it('deploy --confirm by the owner persists the real services, which env then resolves (§3 row 2)', async () => {
    const repo = await registeredAgent();

    // The owner by git config user.email, as a developer would run it.
    const deploy = await run(repo.directory, ['deploy', '--confirm']);
    expect(deploy.code, deploy.stderr).toBe(0);
    expect(deploy.stdout).toContain(
      `Deployed ${repo.name} to production (main @ ${repo.commit.slice(0, 7)}) as ${OWNER}`,
    );
    expect(deploy.stdout).toContain('now holds 3 services: frontend, backend, database');

    const after = await status(repo.name);
    expect(after).toMatchObject({ placeholder: false, origin: 'deploy', owner: OWNER });
    expect(after.services).toEqual([
      { name: 'frontend', type: 'nextjs', path: 'frontend' },
      { name: 'backend', type: 'python-fastapi', path: 'backend' },
      { name: 'database', type: 'hasura', path: 'hasura' },
    ]);
    expect(after.lastDeploys).toEqual([
      expect.objectContaining({
        environment: 'production',
        branch: 'main',
        commit: repo.commit,
        actor: OWNER,
        services: ['frontend', 'backend', 'database'],
      }),
    ]);
    expect((await history(repo.name)).items.map((event) => event.kind)).toEqual([
      'deployed',
      'registered',
    ]);

    const host = (service: string, environment = 'production') =>
      `${repo.name}-${service}-${environment}.local-1.platform.local`;
    const role = (environment: string) => `${repo.name.replaceAll('-', '_')}_${environment}`;
    const databaseUrl = (environment: string) =>
      `postgresql://${role(environment)}@${host('database', environment)}:5432/${role(environment)}`;

    const backend = await run(repo.directory, ['env', 'backend']);
    expect(backend.code, backend.stderr).toBe(0);
    expect(backend.stdout.trim().split('\n')).toEqual([
      `SERVICE_NAME=${repo.name}-backend-production`,
      'ENVIRONMENT=production',
      'REGION=local-1',
      `SERVICE_URL=https://${host('backend')}`,
      `DATABASE_URL=${databaseUrl('production')}`,
      'PORT=8080',
    ]);
    const frontend = await run(repo.directory, ['env', 'frontend']);
    expect(frontend.code, frontend.stderr).toBe(0);
    expect(frontend.stdout).toContain(`NEXT_PUBLIC_API_BASE_URL=https://${host('backend')}\n`);
    expect(frontend.stdout).not.toContain('DATABASE_URL');
    const database = await run(repo.directory, [
      'env',
      'database',
      '--environment',
      'staging',
      '--json',
    ]);
    expect(json<{ values: Record<string, string> }>(database).values).toMatchObject({
      SERVICE_NAME: `${repo.name}-database-staging`,
      HASURA_GRAPHQL_DATABASE_URL: databaseUrl('staging'),
    });

    // A service the persisted manifest does not hold is still Service not found.
    const missing = await run(repo.directory, ['env', 'worker']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Service not found');
    expect(missing.stderr).toContain('Its services: frontend, backend, database');
  });

  it('init --force --directory registers a generated starter for a directory without a manifest (§4.3 init)', async () => {
    const name = uniqueAgentName();
    const directory = join(temporaryDirectory('starter'), name);
    mkdirSync(directory);
    const cwd = temporaryDirectory('cwd');

    const result = await run(cwd, ['init', '--force', '--directory', directory], {
      AGENTCTL_USER: OWNER,
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`Registered a starter manifest for ${name} (owner ${OWNER})`);
    expect(result.stdout).toContain('services: {}');

    expect(await status(name)).toMatchObject({
      name,
      owner: OWNER,
      placeholder: true,
      origin: 'init',
      services: [],
    });
    const env = await run(cwd, ['env', 'backend', '--agent', name]);
    expect(env.code).toBe(1);
    expect(env.stderr).toContain('Service not found');

    // Only its owner may replace it again.
    const stranger = await run(cwd, [
      'init',
      '--force',
      '--directory',
      directory,
      '--as',
      SOMEONE_ELSE,
    ]);
    expect(stranger.code).toBe(1);
    expect(stranger.stderr).toContain(`Only ${name}'s owner (${OWNER}) may replace its manifest`);
    const again = await run(cwd, ['init', '--force', '--directory', directory, '--as', OWNER]);
    expect(again.code, again.stderr).toBe(0);
    const events = json<HistoryPage>(await run(cwd, ['history', '--agent', name, '--json']));
    expect(events.items.map((event) => event.kind)).toEqual(['init', 'init']);
  });

  it('init refuses to replace the manifest a confirmed deploy persisted (§4.3 init)', async () => {
    const repo = await registeredAgent();
    const deploy = await run(repo.directory, ['deploy', '--confirm']);
    expect(deploy.code, deploy.stderr).toBe(0);
    const directory = join(temporaryDirectory('same-name'), repo.name);
    mkdirSync(directory);

    const result = await run(directory, [
      'init',
      '--force',
      '--directory',
      directory,
      '--as',
      OWNER,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Agent ${repo.name} has its own manifest`);
    expect(await status(repo.name)).toMatchObject({ placeholder: false, origin: 'deploy' });
  });

  it('status and env fail for an agent that is not registered; register refuses one that is', async () => {
    const unregistered = createAgentRepository();
    for (const args of [['status'], ['env', 'backend']]) {
      const result = await run(unregistered.directory, args);
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toContain(`Agent ${unregistered.name} is not registered`);
      expect(result.stderr).toContain('agentctl register');
    }
    const repo = await registeredAgent();
    const again = await run(repo.directory, ['register']);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`Agent ${repo.name} is already registered (owner ${OWNER})`);
  });
});

describe.concurrent('agentctl decisions made before the control plane stores anything', () => {
  const { run, status, history, registeredAgent } = harness('pglite');

  it('deploy --dry-run on a deploy/* branch previews staging and the services the change triggers', async () => {
    const repo = await registeredAgent();
    repo.git(['checkout', '--quiet', '-b', 'deploy/new-endpoint']);
    writeFileSync(join(repo.directory, 'backend', 'main.py'), 'app = None\n');
    repo.git(['add', '--all']);
    repo.git(['commit', '--quiet', '--message', 'A backend change']);

    const result = await run(repo.directory, ['deploy', '--dry-run']);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('Branch:   deploy/new-endpoint → staging');
    expect(result.stdout).toMatch(/✓ backend +1 file/);
    expect(result.stdout).toContain('backend/main.py');
    expect(result.stdout).toContain('A confirmed deploy to staging would:');
    expect(await status(repo.name)).toMatchObject({ placeholder: true });
  });

  it('deploy --confirm refuses a branch the deploy map does not name, unless --environment names one', async () => {
    const repo = await registeredAgent();
    repo.git(['checkout', '--quiet', '-b', 'feature/x']);

    const refused = await run(repo.directory, ['deploy', '--confirm']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Branch feature/x deploys to no environment');
    expect(await status(repo.name)).toMatchObject({ placeholder: true });

    const staging = await run(repo.directory, ['deploy', '--confirm', '--environment', 'staging'], {
      AGENTCTL_USER: OWNER,
    });
    expect(staging.code, staging.stderr).toBe(0);
    expect((await status(repo.name)).lastDeploys).toEqual([
      expect.objectContaining({ environment: 'staging', branch: 'feature/x' }),
    ]);

    // env follows the checked-out branch by the deploy map: deploy/* → staging.
    repo.git(['checkout', '--quiet', '-b', 'deploy/next']);
    const env = await run(repo.directory, ['env', 'backend']);
    expect(env.stdout).toContain(`SERVICE_NAME=${repo.name}-backend-staging\n`);
  });

  it('init --force --directory refuses a directory that has its own manifest (§4.3 init)', async () => {
    const repo = await registeredAgent();
    const historyBefore = await history(repo.name);

    const result = await run(repo.directory, [
      'init',
      '--force',
      '--directory',
      repo.directory,
      '--name',
      repo.name,
      '--as',
      OWNER,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      'init must not be used as a registration shortcut for an agent that has its own manifest',
    );
    expect(result.stderr).toContain('agentctl register');
    expect(await status(repo.name)).toMatchObject({ origin: 'register' });
    expect(await history(repo.name)).toEqual(historyBefore);

    // `<agent>.yaml` is a manifest of its own too (spec §1).
    const name = uniqueAgentName();
    const named = join(temporaryDirectory('named'), name);
    mkdirSync(named);
    writeFileSync(join(named, `${name}.yaml`), 'kind: Agent\n');
    const refused = await run(named, ['init', '--force', '--directory', named, '--as', OWNER]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('registration shortcut');
  });
});
