import { describe, expect, it } from 'vitest';
import { checkCsvFile, checkCsvText, decodeCsvBytes, MAX_CSV_LENGTH } from './csv-file';

describe('checkCsvFile', () => {
  it('takes a file up to 1 MB', () => {
    expect(checkCsvFile({ name: 'tracker.csv', size: 2048 })).toBeUndefined();
    expect(checkCsvFile({ name: 'tracker.csv', size: MAX_CSV_LENGTH })).toBeUndefined();
  });

  it('refuses a file over 1 MB before reading it, saying how big it is', () => {
    expect(checkCsvFile({ name: 'tracker.csv', size: 3 * 1024 * 1024 })).toBe(
      '“tracker.csv” is 3.0 MB, over the 1 MB limit. Split it, or leave out columns such as notes.',
    );
    expect(checkCsvFile({ name: 'tracker.csv', size: MAX_CSV_LENGTH + 1 })).toMatch(
      /over the 1 MB limit/,
    );
  });

  it('refuses an empty file', () => {
    expect(checkCsvFile({ name: 'tracker.csv', size: 0 })).toBe('“tracker.csv” is empty.');
  });

  it('asks for a workbook to be saved as CSV', () => {
    for (const name of ['jobs.xlsx', 'Jobs.XLS', 'tracker.numbers', 'tracker.ods'])
      expect(checkCsvFile({ name, size: 100 })).toMatch(/is a workbook\. Save it as CSV first/);
  });
});

describe('checkCsvText', () => {
  it('asks for something to be pasted', () => {
    expect(checkCsvText('  \n ')).toMatch(/^Paste your spreadsheet first/);
  });

  it('refuses more than 1,000,000 characters, and takes as many', () => {
    expect(checkCsvText('x'.repeat(MAX_CSV_LENGTH))).toBeUndefined();
    expect(checkCsvText('x'.repeat(MAX_CSV_LENGTH + 1))).toMatch(/more than 1 MB of text/);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8, dropping a byte order mark', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Title\nCafé')]);
    expect(decodeCsvBytes(bytes)).toBe('Title\nCafé');
  });

  it('reads what is not UTF-8 as Windows-1252, as Excel saves plain CSV', () => {
    // "Société" with é as the single byte 0xE9.
    const bytes = new Uint8Array([0x53, 0x6f, 0x63, 0x69, 0xe9, 0x74, 0xe9]);
    expect(decodeCsvBytes(bytes)).toBe('Société');
  });
});
