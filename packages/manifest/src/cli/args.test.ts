import { describe, expect, it } from 'vitest';
import { parseCommandArgs, splitCommand } from './args.js';
import { UsageError } from './errors.js';

describe('splitCommand', () => {
  it('finds the command after global options and their values', () => {
    expect(splitCommand(['--file', 'x.yaml', 'env', 'backend'])).toEqual({
      command: 'env',
      rest: ['--file', 'x.yaml', 'backend'],
    });
    expect(splitCommand(['-C', 'dir', '--help'])).toEqual({ rest: ['-C', 'dir', '--help'] });
  });
});

describe('parseCommandArgs', () => {
  it('refuses an unknown option as a usage error', () => {
    expect(() => parseCommandArgs(['--nope'], {})).toThrow(UsageError);
  });
});
