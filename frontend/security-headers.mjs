// The headers every page of the app is sent with (next.config.ts). A module of their own so
// that the Lighthouse reference page (scripts/lighthouse/reference-app) is sent the same ones:
// they change what a browser does on arrival (Cross-Origin-Opener-Policy puts the page in a
// browsing context group of its own, so a fresh renderer process), and a page of the app
// cannot score more than the framework does with them.

/**
 * No script-src policy yet: Next's inline bootstrap scripts would need per-request nonces,
 * which would make every page dynamic. The directives below cost nothing and close the usual
 * holes (framing, plugin content, base-tag and form hijacking).
 */
export const contentSecurityPolicy =
  "base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'";

/** @type {{ key: string, value: string }[]} */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy },
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
