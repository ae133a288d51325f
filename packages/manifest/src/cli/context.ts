/** What every command gets: its streams, the environment, where it runs and the control plane. */
import { isAbsolute, relative, resolve } from 'node:path';
import { ControlPlaneClient } from '../control-plane/client.js';
import { stringOption, type ParsedArgs } from './args.js';
import type { CliEnvironment } from './environment.js';
import { UsageError } from './errors.js';

export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

export const DEFAULT_CONTROL_PLANE = 'http://127.0.0.1:4700';
export const MANIFEST_FILE = 'agent.yaml';

export interface CommandContext {
  io: CliIo;
  environment: CliEnvironment;
  cwd: string;
  /** `--directory`, else the current directory (absolute). */
  directory: string;
  /** The manifest: `--file` (relative to the current directory), else agent.yaml in `directory`. */
  manifestPath: string;
  /** The manifest as the user would name it, for messages: `agent.yaml`, `../x/agent.yaml`. */
  manifestName: string;
  controlPlaneUrl: string;
  controlPlane: () => ControlPlaneClient;
}

function checkedUrl(text: string, source: string): string {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UsageError(`${source}: not a URL: ${text}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UsageError(`${source}: must be an http:// or https:// URL: ${text}`);
  }
  return text;
}

export function createContext(
  args: ParsedArgs,
  base: { io: CliIo; environment: CliEnvironment; cwd: string },
): CommandContext {
  const directory = resolve(base.cwd, stringOption(args.values, 'directory') ?? '.');
  const file = stringOption(args.values, 'file');
  const manifestPath = file ? resolve(base.cwd, file) : resolve(directory, MANIFEST_FILE);
  const shown = relative(base.cwd, manifestPath);
  const option = stringOption(args.values, 'control-plane');
  const controlPlaneUrl = option
    ? checkedUrl(option, '--control-plane')
    : base.environment.controlPlaneUrl
      ? checkedUrl(base.environment.controlPlaneUrl, 'AGENTCTL_CONTROL_PLANE')
      : DEFAULT_CONTROL_PLANE;
  let client: ControlPlaneClient | undefined;
  return {
    ...base,
    directory,
    manifestPath,
    manifestName:
      shown === '' || shown.startsWith('..') || isAbsolute(shown) ? manifestPath : shown,
    controlPlaneUrl,
    controlPlane: () => (client ??= new ControlPlaneClient(controlPlaneUrl)),
  };
}
