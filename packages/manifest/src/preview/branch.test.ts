import { describe, expect, it } from 'vitest';
import { environmentForBranch } from './branch.js';
import { InvalidGlobError } from './glob.js';

const deploy = { main: 'production', 'deploy/*': 'staging' };

describe('environmentForBranch', () => {
  it('maps main to production', () => {
    expect(environmentForBranch(deploy, 'main')).toEqual({
      pattern: 'main',
      environment: 'production',
    });
  });

  it('maps deploy/x to staging', () => {
    expect(environmentForBranch(deploy, 'deploy/x')).toEqual({
      pattern: 'deploy/*',
      environment: 'staging',
    });
  });

  it('maps deploy/x/y nowhere: * does not cross /', () => {
    expect(environmentForBranch(deploy, 'deploy/x/y')).toBeUndefined();
  });

  it('maps a branch no pattern matches nowhere', () => {
    expect(environmentForBranch(deploy, 'feature/z')).toBeUndefined();
    expect(environmentForBranch(deploy, 'deploy')).toBeUndefined();
    expect(environmentForBranch({}, 'main')).toBeUndefined();
  });

  it('takes the first matching pattern in file order', () => {
    const ordered = { 'deploy/eu-*': 'staging-eu', 'deploy/*': 'staging', 'deploy/**': 'preview' };
    expect(environmentForBranch(ordered, 'deploy/eu-1')?.environment).toBe('staging-eu');
    expect(environmentForBranch(ordered, 'deploy/us-1')?.environment).toBe('staging');
    expect(environmentForBranch(ordered, 'deploy/x/y')?.environment).toBe('preview');
    const reversed = { 'deploy/*': 'staging', 'deploy/eu-*': 'staging-eu' };
    expect(environmentForBranch(reversed, 'deploy/eu-1')?.environment).toBe('staging');
  });

  it('throws InvalidGlobError for a broken pattern it has to try', () => {
    expect(() => environmentForBranch({ 'deploy/[x': 'staging' }, 'deploy/x')).toThrow(
      InvalidGlobError,
    );
  });
});
