/**
 * Reads the CSV that spreadsheets write: RFC 4180 quoting (a quoted field may hold the separator,
 * line breaks and doubled quotes), CRLF or LF line ends, a byte order mark, and the separator of
 * the file, since Excel in much of Europe writes semicolons and some tools tabs: the one of
 * comma, semicolon and tab found most often outside quotes in the header line.
 */

export type CsvSeparator = ',' | ';' | '\t';

export interface CsvRecord {
  /** The line the record starts on, 1 for the first. */
  line: number;
  fields: string[];
}

/** The separator of the header: the commonest of `,`, `;` and tab outside quotes. */
export function separatorOf(text: string): CsvSeparator {
  const counts: Record<CsvSeparator, number> = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && (character === ',' || character === ';' || character === '\t'))
      counts[character] += 1;
  }
  const [best] = (Object.entries(counts) as [CsvSeparator, number][]).sort(([, a], [, b]) => b - a);
  return best !== undefined && best[1] > 0 ? best[0] : ',';
}

/** The records of `text`; blank lines are left out. */
export function readCsv(text: string, separator = separatorOf(text.replace(/^\uFEFF/, ''))) {
  const source = text.replace(/^\uFEFF/, '');
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const endRecord = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]?.trim() !== '') records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const character = source.charAt(index);
    if (quoted) {
      if (character === '"' && source.charAt(index + 1) === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else {
        if (character === '\n') line += 1;
        field += character;
      }
    } else if (character === '"' && field.trim() === '') {
      // A quote opens a quoted field only at its start; elsewhere it is text ("5" tall").
      field = '';
      quoted = true;
    } else if (character === separator) {
      fields.push(field);
      field = '';
    } else if (character === '\r' || character === '\n') {
      if (character === '\r' && source.charAt(index + 1) === '\n') index += 1;
      endRecord();
      line += 1;
      recordLine = line;
    } else field += character;
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}
