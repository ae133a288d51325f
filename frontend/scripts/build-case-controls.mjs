// Bundles the <agent-case-controls> web component into public/case-controls.js: one
// self-contained script with no imports, which host pages load with a plain script tag.
// Runs before `next build` and `next dev`, so the frontend always serves a current copy.
import path from 'node:path';
import { build } from 'esbuild';

const frontendDir = path.join(import.meta.dirname, '..');
const outfile = path.join(frontendDir, 'public', 'case-controls.js');

const result = await build({
  entryPoints: [path.join(frontendDir, 'src', 'case-controls', 'index.ts')],
  outfile,
  bundle: true,
  format: 'iife',
  // Custom elements, private fields and `??` are in every browser this targets.
  target: 'es2022',
  minify: true,
  sourcemap: false,
  legalComments: 'none',
  banner: { js: '/* <agent-case-controls> — Resume Agent case controls for host pages. */' },
  metafile: true,
  logLevel: 'warning',
});

const bytes = Object.values(result.metafile.outputs).reduce((sum, output) => sum + output.bytes, 0);
console.log(`built ${path.relative(frontendDir, outfile)} (${(bytes / 1024).toFixed(1)} KiB)`);
