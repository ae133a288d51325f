/** A stream for a test's pino logger that keeps each JSON line written to it, parsed. */
import { Writable } from 'node:stream';

export type LogLine = Record<string, unknown>;

/** Lines go into `lines` as they are written; `keep` leaves out those a test is not about. */
export function collectingStream(
  lines: LogLine[],
  keep: (line: LogLine) => boolean = () => true,
): Writable {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const text of chunk.toString().split('\n')) {
        if (text === '') continue;
        const line = JSON.parse(text) as LogLine;
        if (keep(line)) lines.push(line);
      }
      done();
    },
  });
}
