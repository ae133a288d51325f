import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import { readJsonFixture } from '../resume/test-fixtures.js';
import { exportDocx } from './export-docx.js';

async function htmlOf(bytes: Uint8Array): Promise<string> {
  return (await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })).value;
}

describe('exportDocx', () => {
  it('writes a DOCX with Word headings and real bulleted lists', async () => {
    const bytes = await exportDocx(readJsonFixture('data-scientist.json'));
    expect(new TextDecoder().decode(bytes.slice(0, 2))).toBe('PK');
    const html = await htmlOf(bytes);
    expect(html).toContain('<h1>Amara Okafor</h1>');
    expect(html).toContain('<h2>Experience</h2>');
    expect(html).toContain('<h3>Senior Data Scientist — Freshcart</h3>');
    expect(html).toContain('<li>Hired and mentored three data scientists.</li>');
    expect(html).toContain('<li><strong>Languages:</strong> Python, SQL, R</li>');
    expect(html).not.toMatch(/<table|<img/);
  });
});
