/**
 * The command line itself, through the real binary: the validator (spec §4.3), help for every
 * command, and the documented exit statuses for bad usage (2) and an unreachable control
 * plane (3).
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  agentctl,
  createAgentRepository,
  exampleDirectory,
  freePort,
  removeTemporaryDirectories,
  repositoryDirectory,
  temporaryDirectory,
  type AgentRepository,
} from './support.js';

const COMMANDS = [
  'validate',
  'register',
  'status',
  'env',
  'deploy',
  'history',
  'init',
  'control-plane',
];

let repo: AgentRepository;
beforeAll(() => {
  repo = createAgentRepository();
});
afterAll(() => {
  removeTemporaryDirectories();
});

describe.concurrent('agentctl validate (§4.3 manifest validator)', () => {
  it("succeeds for the spec's example manifest", async () => {
    const result = await agentctl(['validate', join(exampleDirectory, 'agent.yaml')], {
      cwd: temporaryDirectory('cwd'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(
      'is valid: agent resume-agent, services frontend, backend, database',
    );
    expect(result.stderr).toBe('');
  });

  it('validates agent.yaml in the current directory by default, and says so as JSON', async () => {
    const result = await agentctl(['validate', '--json'], { cwd: repo.directory });
    expect(result.code, result.stderr).toBe(0);
    expect(JSON.parse(result.stdout)).toEqual({ file: 'agent.yaml', ok: true, diagnostics: [] });
  });

  it('fails with exit status 1 and FILE:LINE:COLUMN findings for a broken manifest', async () => {
    const directory = temporaryDirectory('broken');
    const broken = readFileSync(join(repo.directory, 'agent.yaml'), 'utf8').replace(
      'minInstances: 0',
      'minInstances: 7',
    );
    writeFileSync(join(directory, 'agent.yaml'), broken);
    const result = await agentctl(['validate', '--directory', directory], { cwd: directory });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^agent\.yaml:\d+:\d+: services\.frontend\.runtime\.minInstances: /m,
    );
    expect(result.stderr).toContain('agent.yaml is not a valid manifest');
  });

  it('register and deploy refuse an invalid manifest with its findings, before any request', async () => {
    const directory = temporaryDirectory('invalid');
    const text = readFileSync(join(repo.directory, 'agent.yaml'), 'utf8');
    writeFileSync(join(directory, 'agent.yaml'), `${text}status: ready\n`);
    for (const args of [['register'], ['deploy', '--dry-run'], ['deploy', '--confirm']]) {
      // No control plane listens there: the manifest is refused first (1, not 3).
      const result = await agentctl(args, {
        cwd: directory,
        env: { AGENTCTL_CONTROL_PLANE: 'http://127.0.0.1:9' },
      });
      expect(result.code, args.join(' ')).toBe(1);
      expect(result.stderr).toMatch(/^agent\.yaml:\d+:\d+: status: /m);
      expect(result.stderr).toContain('agent.yaml is not a valid manifest');
    }
  });

  it('fails with exit status 1 when there is no manifest', async () => {
    const result = await agentctl(['validate'], { cwd: temporaryDirectory('empty') });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('No manifest at agent.yaml');
  });
});

describe.concurrent('agentctl --help', () => {
  it('describes every command and the exit statuses', async () => {
    for (const args of [['--help'], ['-h'], ['help']]) {
      const result = await agentctl(args, { cwd: repo.directory });
      expect(result.code, args.join(' ')).toBe(0);
      expect(result.stdout).toMatch(/^Usage: agentctl <command> \[options\]/);
      for (const command of COMMANDS)
        expect(result.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
      expect(result.stdout).toContain('3  the control plane cannot be reached');
    }
  });

  it.each(COMMANDS)('%s --help shows its usage, options and exit statuses', async (command) => {
    const result = await agentctl([command, '--help'], { cwd: repo.directory });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Usage: agentctl ${command}\\b`));
    expect(result.stdout).toContain('Global options:');
    expect(result.stdout).toMatch(/Exit status:\n {2}0 {2}/);
    expect(result.stderr).toBe('');
  });

  it('help <command> is <command> --help', async () => {
    const [viaHelp, viaFlag] = await Promise.all([
      agentctl(['help', 'env'], { cwd: repo.directory }),
      agentctl(['env', '-h'], { cwd: repo.directory }),
    ]);
    expect(viaHelp.code).toBe(0);
    expect(viaHelp.stdout).toBe(viaFlag.stdout);
  });

  it('npx agentctl --help works from the repository root', async () => {
    const result = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        'npx',
        ['--no-install', 'agentctl', '--help'],
        { cwd: repositoryDirectory, encoding: 'utf8' },
        (error, stdout) => {
          resolve({ code: error ? Number(error.code) : 0, stdout });
        },
      );
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Usage: agentctl <command>/);
  });

  it('npx agentctl reads paths from where it was typed, not from the package npm runs it in', async () => {
    // npm runs a workspace bin from the nearest package folder; INIT_CWD keeps the caller's.
    const exampleDirectory = join(repositoryDirectory, 'packages/manifest/fixtures/example');
    const result = await new Promise<{ code: number; stdout: string }>((resolve) => {
      execFile(
        'npx',
        ['--no-install', 'agentctl', 'validate', 'agent.yaml'],
        { cwd: exampleDirectory, encoding: 'utf8' },
        (error, stdout) => {
          resolve({ code: error ? Number(error.code) : 0, stdout });
        },
      );
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^agent\.yaml is valid: agent /);
  });
});

describe.concurrent('usage errors exit with status 2', () => {
  const cases: [string, string[], RegExp][] = [
    ['no command', [], /^Usage: agentctl <command>/],
    ['an unknown command', ['deploi'], /unknown command deploi/],
    ['an unknown option', ['status', '--verbose'], /Unknown option '--verbose'/],
    [
      'deploy without --dry-run or --confirm',
      ['deploy'],
      /needs --dry-run \(preview\) or --confirm/,
    ],
    [
      'deploy with both',
      ['deploy', '--dry-run', '--confirm'],
      /choose one of --dry-run and --confirm/,
    ],
    [
      'an option of the other deploy mode',
      ['deploy', '--dry-run', '--as', 'a@b.co'],
      /--as does not apply to --dry-run/,
    ],
    ['env without a service', ['env'], /name a service/],
    ['env with two services', ['env', 'backend', 'frontend'], /unexpected argument frontend/],
    ['init without --directory', ['init', '--force'], /init needs --directory DIR/],
    ['init without --force', ['init', '--directory', '.'], /pass --force/],
    [
      'a bad --control-plane',
      ['status', '--control-plane', 'not a url'],
      /--control-plane: not a URL/,
    ],
    ['a bad --port', ['control-plane', '--port', 'http'], /--port: an integer from 0 to 65535/],
    ['a bad --as', ['register', '--as', 'nobody'], /--as: not an e-mail address/],
    ['a missing option value', ['env', 'backend', '--environment'], /--environment/],
  ];

  it.each(cases)('%s', async (_name, args, message) => {
    const result = await agentctl(args, { cwd: repo.directory });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(message);
    expect(result.stdout).toBe('');
  });
});

describe.concurrent('an unreachable control plane exits with status 3', () => {
  let url: string;
  beforeAll(async () => {
    // A port nothing listens on.
    url = `http://127.0.0.1:${String(await freePort())}`;
  });

  const commands: string[][] = [
    ['status'],
    ['env', 'backend'],
    ['register'],
    ['deploy', '--dry-run'],
    ['deploy', '--confirm'],
    ['history'],
  ];

  it.each(commands.map((args) => [args.join(' '), args] as const))('%s', async (_name, args) => {
    const result = await agentctl(args, {
      cwd: repo.directory,
      env: { AGENTCTL_CONTROL_PLANE: url },
    });
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain(`Cannot reach the control plane at ${url}: ECONNREFUSED`);
    expect(result.stderr).toContain('agentctl control-plane');
  });

  it('init --force --directory (the --control-plane option wins over the environment)', async () => {
    const directory = temporaryDirectory('starter');
    const result = await agentctl(
      [
        'init',
        '--force',
        '--directory',
        directory,
        '--as',
        'a@example.com',
        '--control-plane',
        url,
      ],
      { cwd: directory, env: { AGENTCTL_CONTROL_PLANE: 'http://127.0.0.1:9' } },
    );
    expect(result.code, result.stderr).toBe(3);
    expect(result.stderr).toContain(`Cannot reach the control plane at ${url}`);
  });
});
