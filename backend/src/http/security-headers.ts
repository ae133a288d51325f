/**
 * The security headers of every API response: the set OWASP's REST Security Cheat Sheet lists
 * for JSON APIs. helmet's further defaults (Cross-Origin-Opener-Policy, Origin-Agent-Cluster,
 * X-DNS-Prefetch-Control, X-Download-Options, X-Permitted-Cross-Domain-Policies,
 * X-XSS-Protection) only mean something on HTML documents, which the API never serves; each
 * header is work on every response (Node validates and copies each one), so they are left out.
 */

/** HSTS for a year, as helmet sends it: in production, where TLS terminates in front of us. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

export function apiSecurityHeaders({ hsts }: { hsts: boolean }): Readonly<Record<string, string>> {
  return Object.freeze({
    // Nothing may load from a response, and no page may frame one.
    'content-security-policy': "default-src 'none';frame-ancestors 'none'",
    // Other sites' pages may not embed our responses as images, scripts or the like.
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    // For browsers without frame-ancestors.
    'x-frame-options': 'DENY',
    ...(hsts ? { 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : {}),
  });
}
