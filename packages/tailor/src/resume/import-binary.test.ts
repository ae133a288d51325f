import { describe, expect, it } from 'vitest';
import { importDocxResume } from './import-docx.js';
import { importPdfResume } from './import-pdf.js';
import { importResume } from './import-resume.js';
import { readFixture } from './test-fixtures.js';

const garbage = new TextEncoder().encode('this is not a binary document');

describe('importResume', () => {
  it('dispatches text formats, reading bytes as UTF-8', async () => {
    const text = readFixture('markdown-resume.md');
    const fromText = await importResume({ format: 'markdown', data: text });
    const fromBytes = await importResume({
      format: 'markdown',
      data: new TextEncoder().encode(text),
    });
    expect(fromBytes).toEqual(fromText);
    expect(
      (await importResume({ format: 'json', data: '{"basics":{"name":"Jane"}}' })).resume,
    ).toEqual({ basics: { name: 'Jane' } });
  });

  it('refuses a PDF or DOCX given as text', async () => {
    await expect(importResume({ format: 'pdf', data: '%PDF-1.7' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_FORMAT',
    });
  });

  it('refuses an unknown format', async () => {
    await expect(importResume({ format: 'rtf' as never, data: '' })).rejects.toMatchObject({
      code: 'UNSUPPORTED_FORMAT',
    });
  });
});

describe('binary importers', () => {
  it('reports a file that is not a PDF as unreadable', async () => {
    await expect(importPdfResume(garbage)).rejects.toMatchObject({ code: 'UNREADABLE_FILE' });
    await expect(importPdfResume(garbage)).rejects.toThrow(/^Could not read the PDF/);
  });

  it('reports a file that is not a DOCX as unreadable', async () => {
    await expect(importDocxResume(garbage)).rejects.toMatchObject({ code: 'UNREADABLE_FILE' });
    await expect(importDocxResume(garbage)).rejects.toThrow(/^Could not read the DOCX/);
  });

  it('leaves the caller’s bytes intact (pdf.js detaches the buffer it is given)', async () => {
    const bytes = new Uint8Array(garbage);
    await importPdfResume(bytes).catch(() => undefined);
    expect(bytes.byteLength).toBe(garbage.byteLength);
  });

  it('reads a Node Buffer like any Uint8Array (pdf.js refuses Buffers itself)', async () => {
    await expect(importPdfResume(Buffer.from(garbage))).rejects.toMatchObject({
      code: 'UNREADABLE_FILE',
    });
  });
});
