import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders } from './security-headers.js';

describe('apiSecurityHeaders', () => {
  it('forbids loading, framing, sniffing and referrers', () => {
    const headers = apiSecurityHeaders({ hsts: false });
    expect(headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('sends HSTS only when asked to', () => {
    expect(apiSecurityHeaders({ hsts: false })).not.toHaveProperty('strict-transport-security');
    expect(apiSecurityHeaders({ hsts: true })['strict-transport-security']).toMatch(
      /^max-age=\d{8,}; includeSubDomains$/,
    );
  });

  it('names every header in lower case, as Fastify stores them', () => {
    for (const name of Object.keys(apiSecurityHeaders({ hsts: true })))
      expect(name).toBe(name.toLowerCase());
  });
});
