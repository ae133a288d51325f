import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { contentSecurityPolicy, securityHeaders } from './security-headers.mjs';

/**
 * The case controls script is loaded by other sites' pages (docs/hosts/embedding.md): any origin may
 * fetch it, also under a host's Cross-Origin-Embedder-Policy. Its name carries no hash, so it
 * is cached briefly and revalidated rather than kept forever.
 */
const caseControlsHeaders = [
  { key: 'Access-Control-Allow-Origin', value: '*' },
  { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
  { key: 'Cache-Control', value: 'public, max-age=300, stale-while-revalidate=3600' },
];

const repositoryRoot = path.join(import.meta.dirname, '..');

/**
 * The docs pages may connect to their own origin and to the APIs site.json names (the
 * playground's base URLs): nothing else. The API reference library would otherwise call its
 * vendor's servers from a reader's browser (Scalar's assistant does on localhost).
 */
function docsConnectSources(): string {
  const origins = new Set<string>(["'self'"]);
  try {
    const site = JSON.parse(
      readFileSync(path.join(repositoryRoot, 'docs', 'site.json'), 'utf8'),
    ) as { api?: { baseUrl?: string | string[] } };
    for (const url of [site.api?.baseUrl ?? []].flat()) {
      origins.add(new URL(url).origin);
    }
  } catch {
    // No readable site.json: npm run docs:check reports it; the docs stay same-origin only.
  }
  return [...origins].join(' ');
}

const nextConfig: NextConfig = {
  // A self-contained server under .next/standalone/frontend/server.js for the container image.
  output: 'standalone',
  // npm workspaces hoist dependencies to the repository root: trace files from there.
  outputFileTracingRoot: repositoryRoot,
  turbopack: { root: repositoryRoot },
  // Workspace packages ship TypeScript sources.
  transpilePackages: [
    '@resume-agent/site-config',
    '@resume-agent/icalendar',
    '@resume-agent/tailor',
  ],
  // The docs routes read docs/ and the plant OpenAPI document at run time (lib/docs/site.ts):
  // the standalone server must carry them.
  outputFileTracingIncludes: {
    '/docs/**': ['../docs/**/*', '../backend/openapi/*.json'],
    '/docs-search.json': ['../docs/**/*', '../backend/openapi/*.json'],
    '/docs-assets/**': ['../docs/**/*'],
  },
  poweredByHeader: false,
  reactStrictMode: true,
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: securityHeaders },
      { source: '/case-controls.js', headers: caseControlsHeaders },
      {
        // Replaces the site-wide policy on these paths (the last matching header wins).
        source: '/docs/:path*',
        headers: [
          {
            key: 'Content-Security-Policy',
            value: `${contentSecurityPolicy}; connect-src ${docsConnectSources()}`,
          },
        ],
      },
    ]);
  },
};

export default nextConfig;
