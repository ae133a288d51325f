import { describe, expect, it } from 'vitest';
import { describeUserAgent } from './user-agent';

// Real headers, as browsers and tools sent them.
const CASES: readonly (readonly [string, string, string])[] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    'Chrome on Windows',
    'computer',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 Edg/142.0.0.0',
    'Edge on Windows',
    'computer',
  ],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
    'Safari on macOS',
    'computer',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
    'Firefox on Linux',
    'computer',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    'Safari on iPhone',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/142.0.7444.77 Mobile/15E148 Safari/604.1',
    'Chrome on iPhone',
    'phone',
  ],
  [
    'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/140.0 Mobile/15E148 Safari/605.1.15',
    'Firefox on iPad',
    'tablet',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
    'Chrome on Android',
    'phone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/27.0 Chrome/125.0.0.0 Safari/537.36',
    'Samsung Internet on Android',
    'tablet',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36 OPR/124.0.0.0',
    'Opera on Windows',
    'computer',
  ],
  [
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    'Chrome on ChromeOS',
    'computer',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36',
    'Headless Chrome on Linux',
    'computer',
  ],
  ['curl/8.14.1', 'curl', 'unknown'],
  ['python-requests/2.32.3', 'python-requests', 'unknown'],
  ['lightMyRequest', 'lightMyRequest', 'unknown'],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Browser on Windows', 'computer'],
];

describe('describeUserAgent', () => {
  it.each(CASES)('names %s', (userAgent, label, kind) => {
    expect(describeUserAgent(userAgent)).toEqual({ label, kind });
  });

  it('says so when there is nothing to go on', () => {
    for (const nothing of [null, undefined, '', '   ', '(((;;;']) {
      expect(describeUserAgent(nothing)).toEqual({ label: 'Unknown device', kind: 'unknown' });
    }
  });

  it('keeps an unrecognised product name short', () => {
    expect(describeUserAgent(`${'x'.repeat(500)} something`).label).toHaveLength(40);
  });
});
