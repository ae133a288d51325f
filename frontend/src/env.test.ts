import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_API_BASE_URL, parseApiBaseUrl } from './env';

describe('parseApiBaseUrl', () => {
  it('defaults to the local backend when unset or empty', () => {
    expect(parseApiBaseUrl(undefined)).toBe(DEFAULT_API_BASE_URL);
    expect(parseApiBaseUrl('')).toBe('http://localhost:4000');
    expect(parseApiBaseUrl('   ')).toBe('http://localhost:4000');
  });

  it('accepts http and https URLs and strips trailing slashes', () => {
    expect(parseApiBaseUrl('http://localhost:4000/')).toBe('http://localhost:4000');
    expect(parseApiBaseUrl('https://api.example.com')).toBe('https://api.example.com');
    expect(parseApiBaseUrl('https://example.com/agent-api//')).toBe(
      'https://example.com/agent-api',
    );
  });

  it.each([
    ['not a url'],
    ['localhost:4000'],
    ['ftp://example.com'],
    ['javascript:alert(1)'],
    ['https://example.com/?x=1'],
    ['https://example.com/#top'],
    ['https://user:secret@example.com'],
  ])('rejects %j with an error naming the variable', (value) => {
    expect(() => parseApiBaseUrl(value)).toThrow(/^NEXT_PUBLIC_API_BASE_URL: must be an http/);
  });
});

describe('apiBaseUrl', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('is read from NEXT_PUBLIC_API_BASE_URL', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE_URL', 'https://api.example.com/');
    vi.resetModules();
    const { apiBaseUrl } = await import('./env');
    expect(apiBaseUrl).toBe('https://api.example.com');
  });

  it('fails at import when the variable is invalid', async () => {
    vi.stubEnv('NEXT_PUBLIC_API_BASE_URL', 'example.com');
    vi.resetModules();
    await expect(import('./env')).rejects.toThrow('NEXT_PUBLIC_API_BASE_URL');
  });
});
