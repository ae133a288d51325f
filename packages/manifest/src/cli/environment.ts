/**
 * agentctl's one reader of process.env (style: configuration is read and checked once, here).
 * Empty values count as unset.
 */
export interface CliEnvironment {
  /** AGENTCTL_CONTROL_PLANE: the control plane's URL. */
  controlPlaneUrl?: string | undefined;
  /** AGENTCTL_USER: who runs agentctl, when --as is not given. */
  user?: string | undefined;
  /** CONTROL_PLANE_DATABASE_URL: the control plane's PostgreSQL server. */
  controlPlaneDatabaseUrl?: string | undefined;
  /** AGENT_PLATFORM_DOMAIN: the `<platform_domain>` of `apiVersion` (decisions.md). */
  platformDomain?: string | undefined;
  /**
   * INIT_CWD: where `npx agentctl` was typed. npm runs a workspace's bin from the nearest
   * package folder, so relative paths must be resolved from here instead.
   */
  invokedFrom?: string | undefined;
}

function value(environment: NodeJS.ProcessEnv, key: string): string | undefined {
  const text = environment[key]?.trim();
  return text === undefined || text === '' ? undefined : text;
}

export function readCliEnvironment(environment: NodeJS.ProcessEnv = process.env): CliEnvironment {
  return {
    controlPlaneUrl: value(environment, 'AGENTCTL_CONTROL_PLANE'),
    user: value(environment, 'AGENTCTL_USER'),
    controlPlaneDatabaseUrl: value(environment, 'CONTROL_PLANE_DATABASE_URL'),
    platformDomain: value(environment, 'AGENT_PLATFORM_DOMAIN'),
    invokedFrom: value(environment, 'INIT_CWD'),
  };
}
