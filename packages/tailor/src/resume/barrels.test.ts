/**
 * The browser-safe barrels must not reach Node built-ins or the heavy PDF/DOCX libraries, not
 * even through another module: follow every relative import from them and check.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.join(import.meta.dirname, '..');
const HEAVY = /^(node:|pdfjs-dist|pdfkit|mammoth|docx|node-html-parser)/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g;

function reachableImports(entry: string): { file: string; specifier: string }[] {
  const seen = new Set<string>();
  const found: { file: string; specifier: string }[] = [];
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (specifier.startsWith('.'))
        visit(path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts')));
      else found.push({ file: path.relative(SRC, file), specifier });
    }
  };
  visit(entry);
  return found;
}

describe('barrels', () => {
  it.each(['resume/index.ts', 'export/index.ts'])(
    '%s reaches no Node module and no PDF/DOCX library',
    (entry) => {
      const imports = reachableImports(path.join(SRC, entry));
      expect(imports.filter(({ specifier }) => HEAVY.test(specifier))).toEqual([]);
    },
  );

  it('follows imports through other modules (the walker itself works)', () => {
    expect(
      reachableImports(path.join(SRC, 'resume/index.ts')).map(({ specifier }) => specifier),
    ).toEqual(expect.arrayContaining(['ajv', 'ajv-formats']));
  });

  it('the Node barrels do reach the PDF and DOCX libraries', () => {
    const specifiers = [
      ...reachableImports(path.join(SRC, 'resume/node.ts')),
      ...reachableImports(path.join(SRC, 'export/node.ts')),
    ].map(({ specifier }) => specifier);
    expect(specifiers).toEqual(
      expect.arrayContaining(['pdfjs-dist/legacy/build/pdf.mjs', 'mammoth', 'pdfkit', 'docx']),
    );
  });
});
