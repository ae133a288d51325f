import { describe, expect, it } from 'vitest';
import { createStatementNames } from './statement-names.js';

describe('createStatementNames', () => {
  it('names each SQL text once, the same name every time', () => {
    const nameOf = createStatementNames();
    const first = nameOf('SELECT 1');
    expect(first).toBeDefined();
    expect(nameOf('SELECT 2')).not.toBe(first);
    expect(nameOf('SELECT 1')).toBe(first);
  });

  it('gives no name past the cap, and keeps the names it gave', () => {
    const nameOf = createStatementNames(2);
    const names = [nameOf('a'), nameOf('b')];
    expect(nameOf('c')).toBeUndefined();
    expect(nameOf('c')).toBeUndefined();
    expect([nameOf('a'), nameOf('b')]).toEqual(names);
  });
});
