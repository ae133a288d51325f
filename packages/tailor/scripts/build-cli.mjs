// Bundles the `tailor` command (src/cli/main.ts) into dist/cli.js, the package's bin. The
// engine's own sources are bundled; npm dependencies stay external and resolve at run time,
// except JSON data (the JSON Resume schema): esbuild drops the `with { type: 'json' }`
// attribute of an external import, which Node then refuses, so JSON is bundled instead.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const packageDir = path.join(import.meta.dirname, '..');
const { dependencies } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const JSON_ONLY = new Set(['@jsonresume/schema']);
const external = Object.keys(dependencies)
  .filter((name) => !JSON_ONLY.has(name))
  .flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: [path.join(packageDir, 'src', 'cli', 'main.ts')],
  outfile: path.join(packageDir, 'dist', 'cli.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
});
console.log('built dist/cli.js');
