// Bundles the backend's entry points into dist/. Third-party packages stay external (they
// are installed beside dist/ in production); our own workspace packages, which export
// TypeScript source, are bundled in.
import { copyFile, readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const readJson = async (url) => JSON.parse(await readFile(url, 'utf8'));
const packageJson = await readJson(new URL('../package.json', import.meta.url));
const dependencies = Object.keys(packageJson.dependencies ?? {});
const workspacePackages = dependencies.filter((name) => name.startsWith('@resume-agent/'));
// Our workspace packages are bundled, but not their own dependencies: libraries such as
// PDFKit read data files next to their code (fonts), which a bundle would leave behind.
const bundledPackagesDependencies = (
  await Promise.all(
    workspacePackages.map(async (name) => {
      const manifest = await readJson(
        new URL(
          `../../packages/${name.replace('@resume-agent/', '')}/package.json`,
          import.meta.url,
        ),
      );
      return Object.keys(manifest.dependencies ?? {});
    }),
  )
).flat();
// Imported as JSON (a schema document): bundling inlines it, Node would need an import attribute.
const alwaysBundled = new Set(['@jsonresume/schema']);
const external = [
  ...new Set(
    [...dependencies, ...bundledPackagesDependencies].filter(
      (name) => !name.startsWith('@resume-agent/') && !alwaysBundled.has(name),
    ),
  ),
];

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
await copyFile(
  new URL('../src/graphql/schema.graphql', import.meta.url),
  new URL('../dist/schema.graphql', import.meta.url),
);
