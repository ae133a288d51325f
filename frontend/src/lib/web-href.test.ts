import { describe, expect, it } from 'vitest';
import { webHref } from './web-href';

describe('webHref', () => {
  it('links web addresses only', () => {
    expect(webHref('https://www.linkedin.com/in/ada')).toBe('https://www.linkedin.com/in/ada');
    expect(webHref('http://example.com')).toBe('http://example.com/');
    expect(webHref('javascript:alert(1)')).toBeNull();
    expect(webHref('linkedin.com/in/ada')).toBeNull();
  });
});
