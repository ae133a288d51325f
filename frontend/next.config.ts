import path from 'node:path';
import type { NextConfig } from 'next';

/**
 * Headers sent with every page. No script-src policy yet: Next's inline bootstrap scripts
 * would need per-request nonces, which would make every page dynamic. The directives below
 * cost nothing and close the usual holes (framing, plugin content, base-tag and form hijacking).
 */
const securityHeaders = [
  {
    key: 'Content-Security-Policy',
    value: "base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'",
  },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  },
  // Browsers ignore HSTS on plain http (localhost); behind the platform's TLS it applies.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
];

/**
 * The case controls script is loaded by other sites' pages (docs/embedding.md): any origin may
 * fetch it, also under a host's Cross-Origin-Embedder-Policy. Its name carries no hash, so it
 * is cached briefly and revalidated rather than kept forever.
 */
const caseControlsHeaders = [
  { key: 'Access-Control-Allow-Origin', value: '*' },
  { key: 'Cross-Origin-Resource-Policy', value: 'cross-origin' },
  { key: 'Cache-Control', value: 'public, max-age=300, stale-while-revalidate=3600' },
];

const repositoryRoot = path.join(import.meta.dirname, '..');

const nextConfig: NextConfig = {
  // A self-contained server under .next/standalone/frontend/server.js for the container image.
  output: 'standalone',
  // npm workspaces hoist dependencies to the repository root: trace files from there.
  outputFileTracingRoot: repositoryRoot,
  turbopack: { root: repositoryRoot },
  poweredByHeader: false,
  reactStrictMode: true,
  headers() {
    return Promise.resolve([
      { source: '/:path*', headers: securityHeaders },
      { source: '/case-controls.js', headers: caseControlsHeaders },
    ]);
  },
};

export default nextConfig;
