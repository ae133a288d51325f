// Bundles the backend's entry points into dist/. Third-party packages stay external (they
// are installed beside dist/ in production); our own workspace packages, which export
// TypeScript source, are bundled in.
import { copyFile, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const packageJson = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8'));
const external = Object.keys(packageJson.dependencies ?? {}).filter(
  (name) => !name.startsWith('@resume-agent/'),
);

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { server: 'src/server.ts', migrate: 'src/migrations/migrate-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((name) => `${name}/*`)],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

// The GraphQL SDL is read at runtime (src/graphql/load-schema.ts).
await copyFile(new URL('../src/graphql/schema.graphql', import.meta.url), new URL('../dist/schema.graphql', import.meta.url));
