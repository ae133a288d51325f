import { ConfigError, loadConfig } from '../../src/config.js';

/** The problems loadConfig reports for `environment`; fails the test if it accepts it. */
export function configProblems(environment: Record<string, string>): string[] {
  try {
    loadConfig(environment);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected loadConfig to fail');
}
