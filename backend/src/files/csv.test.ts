import { describe, expect, it } from 'vitest';
import { csvCell, writeCsv } from './csv.js';

describe('writeCsv', () => {
  it('writes RFC 4180 records after a byte order mark', () => {
    expect(
      writeCsv(
        ['Company', 'Score'],
        [
          ['Acme', 82],
          ['Globex, Inc.', null],
        ],
      ),
    ).toBe('\uFEFFCompany,Score\r\nAcme,82\r\n"Globex, Inc.",\r\n');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell('Zürich — €60K')).toBe('Zürich — €60K');
  });

  it('keeps text a spreadsheet would run as a formula from being one', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tTab')).toBe("'\tTab");
    expect(csvCell('Senior Engineer = great')).toBe('Senior Engineer = great');
  });

  it('writes numbers as numbers, and nothing for a missing or infinite one', () => {
    expect(csvCell(-12.5)).toBe('-12.5');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });
});
