import { describe, expect, it } from 'vitest';
import { MAX_IMPORT_BYTES, checkImportFile, formatBytes, sourceOfFile } from './import-files';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('sourceOfFile', () => {
  it('knows a file by its extension or its type', () => {
    expect(sourceOfFile(file('CV.PDF'))).toBe('pdf');
    expect(sourceOfFile(file('scan', 10, 'application/pdf'))).toBe('pdf');
    expect(sourceOfFile(file('resume.docx'))).toBe('docx');
    expect(sourceOfFile(file('resume.json'))).toBe('json');
    expect(sourceOfFile(file('resume.doc'))).toBeNull();
    expect(sourceOfFile(file('notes.txt', 10, 'text/plain'))).toBeNull();
  });
});

describe('checkImportFile', () => {
  it('accepts a file of the chosen kind within the limit', () => {
    expect(checkImportFile(file('cv.pdf', MAX_IMPORT_BYTES), 'pdf')).toBeUndefined();
  });

  it('refuses a file of another kind, naming the kind wanted', () => {
    expect(checkImportFile(file('cv.docx'), 'pdf')).toBe(
      '“cv.docx” is not a PDF. Choose a .pdf file.',
    );
  });

  it('refuses a file over 4 MB and an empty one', () => {
    expect(checkImportFile(file('cv.pdf', MAX_IMPORT_BYTES + 1), 'pdf')).toMatch(
      /is 4\.1 MB, over the 4 MB limit/,
    );
    expect(checkImportFile(file('cv.json', 0), 'json')).toBe('“cv.json” is empty.');
  });
});

describe('formatBytes', () => {
  it('uses bytes, KB or MB', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
