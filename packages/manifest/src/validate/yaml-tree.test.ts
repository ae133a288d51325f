import { describe, expect, it } from 'vitest';
import { entryOf, parseManifestText, toPlainValue } from './yaml-tree.js';

describe('parseManifestText', () => {
  it('keeps where every key and value starts', () => {
    const parsed = parseManifestText('# c\nci:\n  triggerPaths:\n    - a/**\n');
    const ci = entryOf(parsed.root, 'ci');
    const triggerPaths = entryOf(ci?.value, 'triggerPaths');
    expect(parsed.position(ci?.keyOffset ?? -1)).toEqual({ line: 2, column: 1 });
    expect(parsed.position(triggerPaths?.keyOffset ?? -1)).toEqual({ line: 3, column: 3 });
    expect(parsed.position(triggerPaths?.value.offset ?? -1)).toEqual({ line: 4, column: 5 });
  });

  it('places an empty value at its key', () => {
    const parsed = parseManifestText('kind:\nmetadata: {}\n');
    const kind = entryOf(parsed.root, 'kind');
    expect(kind?.value).toEqual({ kind: 'scalar', value: null, empty: true, offset: 0 });
  });

  it('keeps the first of duplicate keys and reports the second', () => {
    const parsed = parseManifestText('a: 1\nb:\n  c: 2\n  c: 3\n');
    expect(toPlainValue(parsed.root ?? { kind: 'list', items: [], offset: 0 })).toEqual({
      a: 1,
      b: { c: 2 },
    });
    expect(parsed.findings).toEqual([
      {
        offset: 17,
        path: 'b.c',
        message: 'duplicate key; the first is at line 3',
        severity: 'error',
      },
    ]);
  });

  it('gives no tree for text with syntax errors', () => {
    const parsed = parseManifestText('a:\n\tb: 1\n');
    expect(parsed.root).toBeUndefined();
    expect(parsed.syntaxErrors.map((error) => error.message)).toEqual([
      'YAML syntax error: Tabs are not allowed as indentation',
    ]);
  });

  it('reads an empty or comment-only file as no document', () => {
    expect(parseManifestText('').root).toBeUndefined();
    expect(parseManifestText('# only a comment\n').root).toBeUndefined();
  });

  it('passes the parser warnings on', () => {
    const parsed = parseManifestText('a: !custom b\n');
    expect(parsed.findings.map((finding) => finding.severity)).toEqual(['warning']);
  });
});
