import { describe, expect, it } from 'vitest';
import {
  fileColumns,
  firstOf,
  importButtonLabel,
  importedHeading,
  leftOutText,
  previewSummary,
  refusedFileMessage,
} from './import-summary';

describe('fileColumns', () => {
  it('groups the columns read, as what, and those left out, in the file’s order', () => {
    expect(
      fileColumns([
        { header: 'Position', field: 'title' },
        { header: 'Salary', field: null },
        { header: 'Employer', field: 'company' },
        { header: 'Date applied', field: 'applied_on' },
        { header: 'Contacts', field: null },
      ]),
    ).toEqual({
      read: [
        { header: 'Position', label: 'Job title' },
        { header: 'Employer', label: 'Company' },
        { header: 'Date applied', label: 'Day applied' },
      ],
      ignored: ['Salary', 'Contacts'],
    });
  });

  it('names no field for a header that says it already, without case or punctuation', () => {
    expect(
      fileColumns([
        { header: 'job-title', field: 'title' },
        { header: 'COMPANY ', field: 'company' },
      ]).read,
    ).toEqual([
      { header: 'job-title', label: null },
      { header: 'COMPANY', label: null },
    ]);
  });

  it('names a column without a header by its place', () => {
    expect(
      fileColumns([
        { header: 'Title', field: 'title' },
        { header: ' ', field: null },
      ]).ignored,
    ).toEqual(['Column 2']);
  });
});

describe('previewSummary', () => {
  it('counts the rows, those to import and those left out', () => {
    expect(previewSummary({ rows: 7, imported: 5 })).toBe('7 rows: 5 will be imported, 2 left out');
    expect(previewSummary({ rows: 2, imported: 1 })).toBe('2 rows: 1 will be imported, 1 left out');
  });

  it('says so when every row or none will be imported', () => {
    expect(previewSummary({ rows: 3, imported: 3 })).toBe('3 rows: all will be imported');
    expect(previewSummary({ rows: 1, imported: 1 })).toBe('1 row: it will be imported');
    expect(previewSummary({ rows: 4, imported: 0 })).toBe('4 rows: none can be imported');
    expect(previewSummary({ rows: 1, imported: 0 })).toBe('1 row: it cannot be imported');
    expect(previewSummary({ rows: 0, imported: 0 })).toBe('The file has no rows under its header.');
  });
});

describe('importButtonLabel and importedHeading', () => {
  it('count the applications', () => {
    expect(importButtonLabel(5)).toBe('Import 5 applications');
    expect(importButtonLabel(1)).toBe('Import 1 application');
    expect(importButtonLabel(0)).toBe('Nothing to import');
    expect(importedHeading(5)).toBe('Imported 5 applications');
    expect(importedHeading(1)).toBe('Imported 1 application');
    expect(importedHeading(0)).toBe('Nothing was imported');
    expect(leftOutText(1)).toBe('1 row left out');
    expect(leftOutText(2)).toBe('2 rows left out');
  });
});

describe('firstOf', () => {
  it('gives the first few and how many more there are', () => {
    expect(firstOf([1, 2, 3, 4], 3)).toEqual({ shown: [1, 2, 3], more: 1 });
    expect(firstOf([1, 2], 3)).toEqual({ shown: [1, 2], more: 0 });
  });
});

describe('refusedFileMessage', () => {
  it('shows a refusal of the file by the file', () => {
    expect(
      refusedFileMessage({
        code: 'VALIDATION_FAILED',
        message: 'No column holds the job title: name one Job title, Position, Role',
        details: { field: 'csv' },
      }),
    ).toBe('No column holds the job title: name one Job title, Position, Role');
  });

  it('leaves other problems to the form', () => {
    expect(
      refusedFileMessage({
        code: 'VALIDATION_FAILED',
        message: 'The timeZone is an IANA time zone such as Europe/Berlin',
        details: { field: 'timeZone' },
      }),
    ).toBeUndefined();
    expect(
      refusedFileMessage({ code: 'NETWORK_ERROR', message: 'Could not reach' }),
    ).toBeUndefined();
    expect(refusedFileMessage({ code: 'VALIDATION_FAILED', message: 'x' })).toBeUndefined();
  });
});
