import { describe, expect, it } from 'vitest';
import { bindExecuteSync } from './pglite-prepared.js';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('bindExecuteSync', () => {
  it('writes Bind, Execute and Sync with lengths in bytes and nulls as -1', () => {
    // Type, length, portal "", statement "s1", text parameters, 2 values: 'é' as UTF-8
    // (2 bytes) and null (-1), text results.
    const bind = '42 00000018 00 733100 0000 0002 00000002 c3a9 ffffffff 0000';
    const execute = '45 00000009 00 00000000'; // the unnamed portal, every row
    const sync = '53 00000004';
    expect(hex(bindExecuteSync('s1', ['é', null]))).toBe(
      `${bind}${execute}${sync}`.replaceAll(' ', ''),
    );
  });

  it('writes a statement without parameters', () => {
    const message = Buffer.from(bindExecuteSync('begin', []));
    expect(message.readInt32BE(1)).toBe(4 + 1 + 6 + 2 + 2 + 2);
    expect(message.length).toBe(1 + 17 + 10 + 5);
    expect(message.subarray(18, 19).toString('latin1')).toBe('E');
  });

  it('counts characters outside the Basic Multilingual Plane as four bytes', () => {
    const message = Buffer.from(bindExecuteSync('s', ['😀']));
    expect(message.readInt32BE(1 + 4 + 1 + 2 + 4)).toBe(4);
    expect(message.subarray(16, 20).toString('utf8')).toBe('😀');
  });
});
