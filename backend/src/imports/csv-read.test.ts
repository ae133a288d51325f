import { describe, expect, it } from 'vitest';
import { writeCsv } from '../files/csv.js';
import { readCsv, separatorOf } from './csv-read.js';

const fieldsOf = (text: string) => readCsv(text).map((record) => record.fields);

describe('readCsv', () => {
  it('reads quoted fields with separators, line breaks and doubled quotes', () => {
    expect(
      fieldsOf('Company,Notes\r\n"Globex, Inc.","Said ""call me""\nthen nothing"\r\n'),
    ).toEqual([
      ['Company', 'Notes'],
      ['Globex, Inc.', 'Said "call me"\nthen nothing'],
    ]);
  });

  it('numbers records by the line they start on, leaving out blank lines', () => {
    const records = readCsv('a,b\n\n"x\ny",z\nlast,one');
    expect(records.map((record) => record.line)).toEqual([1, 3, 5]);
    expect(records.at(-1)?.fields).toEqual(['last', 'one']);
  });

  it('drops a byte order mark and reads LF, CRLF and a missing last line end', () => {
    expect(fieldsOf('\uFEFFa,b\nc,d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(fieldsOf('a\r\nb\r\n')).toEqual([['a'], ['b']]);
  });

  it('keeps empty fields and a quote inside a field as text', () => {
    expect(fieldsOf('a,,c\n5" tall,x,')).toEqual([
      ['a', '', 'c'],
      ['5" tall', 'x', ''],
    ]);
  });

  it('reads back what the job search log writes', () => {
    const rows = [
      ['Platform Engineer', 'Northwind, Inc.', "'=1+1", 'two\nlines "quoted"'],
      ['Analyst', null, 82, ''],
    ];
    expect(fieldsOf(writeCsv(['Title', 'Company', 'Formula', 'Notes'], rows))).toEqual([
      ['Title', 'Company', 'Formula', 'Notes'],
      ['Platform Engineer', 'Northwind, Inc.', "'=1+1", 'two\nlines "quoted"'],
      ['Analyst', '', '82', ''],
    ]);
  });
});

describe('separatorOf', () => {
  it("takes the header's commonest separator outside quotes", () => {
    expect(separatorOf('Company;Job title;Applied on\nAcme;Dev;2026-11-03')).toBe(';');
    expect(separatorOf('Company\tJob title\n')).toBe('\t');
    expect(separatorOf('"Company; Inc",Title,Status')).toBe(',');
    expect(separatorOf('Title')).toBe(',');
  });

  it('reads a semicolon file', () => {
    expect(fieldsOf('Company;Title\n"A; B";Dev')).toEqual([
      ['Company', 'Title'],
      ['A; B', 'Dev'],
    ]);
  });
});
