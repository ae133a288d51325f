/**
 * Named prepared statements on PGlite, run in one round trip each.
 *
 * PGlite's `query()` sends Parse, Describe, Bind, Describe, Execute and Sync as six calls into
 * the WebAssembly engine, and PostgreSQL parses, analyses and plans the statement on every
 * one. Here each distinct SQL text is parsed and described once (statement-names.ts caps how
 * many), and a call is Bind + Execute + Sync in one message. Its answer is collected raw and
 * decoded in place: PGlite's own path runs every answer through its protocol parser, which
 * copies each field into a new ArrayBuffer (~0.5 MB of garbage for a 50-case page). The
 * result is PGlite's: the same type parsers and serializers, PostgreSQL's own errors.
 */
import type { PGlite, protocol as pgliteProtocol } from '@electric-sql/pglite';
import type { QueryResult, Row } from './database.js';

type Protocol = typeof pgliteProtocol;
type Parse = (text: string, typeId: number) => unknown;
type Serialize = (value: unknown) => string;

interface PreparedStatement {
  name: string;
  /** Per parameter: how a JavaScript value is written (PGlite's serializer for its type). */
  serializers: (Serialize | undefined)[];
  /** Per result column: its name and how its text is read (PGlite's parser for its type). */
  columns: { name: string; typeId: number; parse: Parse | undefined }[];
}

/** A statement's rows and count, and PostgreSQL's tag for it ("SELECT 51", "COMMIT"). */
export interface PreparedResult<R extends Row> extends QueryResult<R> {
  commandTag: string | undefined;
}

/** The backend messages a Bind + Execute + Sync is answered with (PostgreSQL's type bytes). */
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
/** The frontend messages of a run (PostgreSQL's type bytes). */
const BIND = 0x42; // 'B'
/** Execute (the unnamed portal, every row) and Sync: the same bytes every time. */
const EXECUTE_SYNC = Uint8Array.from([0x45, 0, 0, 0, 9, 0, 0, 0, 0, 0, 0x53, 0, 0, 0, 4]);
// eslint-disable-next-line no-control-regex -- a byte outside ASCII, in a latin1 string
const NON_ASCII = /[^\x00-\x7f]/;

/** "INSERT 0 3" → 3, "SELECT 51" → 51, "BEGIN" → undefined: the count pg reports. */
function countOfCommandTag(tag: string): number | undefined {
  const count = Number(tag.slice(tag.lastIndexOf(' ') + 1));
  return Number.isInteger(count) && tag.includes(' ') ? count : undefined;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const message = new Uint8Array(parts.reduce((size, part) => size + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.byteLength;
  }
  return message;
}

/**
 * Bind (the unnamed portal, parameters and results as text) + Execute + Sync, written into
 * one buffer. pg-protocol's serializer writes each message through a shared, long-lived
 * Writer that leaves a fresh buffer behind per message; those reached the old generation
 * (0.7 KB per plant page at a steady 3,300 pages/s), and the major collections they fed
 * set the p99 (~40 ms there; ~5 ms without them).
 */
export function bindExecuteSync(
  statementName: string,
  values: readonly (string | null)[],
): Uint8Array {
  // Bind: type, length, portal "", statement name, 0 parameter formats (all text), count,
  // each value's length and bytes, 0 result formats (all text). Execute and Sync: fixed.
  let bindLength = 4 + 1 + Buffer.byteLength(statementName) + 1 + 2 + 2 + 2;
  for (const value of values) bindLength += 4 + (value === null ? 0 : Buffer.byteLength(value));
  const message = Buffer.allocUnsafe(1 + bindLength + EXECUTE_SYNC.length);
  let at = message.writeUInt8(BIND, 0);
  at = message.writeInt32BE(bindLength, at);
  at = message.writeUInt8(0, at);
  at += message.write(statementName, at, 'utf8');
  at = message.writeUInt8(0, at);
  at = message.writeInt16BE(0, at);
  at = message.writeInt16BE(values.length, at);
  for (const value of values) {
    if (value === null) {
      at = message.writeInt32BE(-1, at);
      continue;
    }
    const size = message.write(value, at + 4, 'utf8');
    message.writeInt32BE(size, at);
    at += 4 + size;
  }
  at = message.writeInt16BE(0, at);
  message.set(EXECUTE_SYNC, at);
  return message;
}

export function createPreparedQueries(client: PGlite, protocol: Protocol) {
  const { serialize } = protocol;
  const prepared = new Map<string, PreparedStatement>();

  /** Every backend message of `response`, parsed by PGlite (the rare paths: describe, errors). */
  function messagesOf(response: Uint8Array) {
    const messages: { name: string }[] = [];
    new protocol.Parser().parse(response, (message) => messages.push(message));
    return messages;
  }

  /** Throws PostgreSQL's error if `messages` hold one (the Error PGlite's query() throws). */
  function throwIfError(messages: { name: string }[]): void {
    const error = messages.find((message) => message instanceof protocol.messages.DatabaseError);
    if (error) throw error;
  }

  /** Runs `message` and returns the engine's answer, copied out of its memory. */
  async function exchange(message: Uint8Array): Promise<Uint8Array> {
    const chunks: Uint8Array[] = [];
    await client.execProtocolRawStream(message, {
      syncToFs: false,
      // A view of the engine's memory, reused for the next chunk: copied now.
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    const [only] = chunks;
    return only && chunks.length === 1 ? only : concat(chunks);
  }

  async function prepare(name: string, sql: string): Promise<PreparedStatement> {
    const response = await exchange(
      concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const messages = messagesOf(response);
    throwIfError(messages);
    const parameters = messages.find(
      (message): message is InstanceType<Protocol['messages']['ParameterDescriptionMessage']> =>
        message instanceof protocol.messages.ParameterDescriptionMessage,
    );
    const rows = messages.find(
      (message): message is InstanceType<Protocol['messages']['RowDescriptionMessage']> =>
        message instanceof protocol.messages.RowDescriptionMessage,
    );
    const statement: PreparedStatement = {
      name,
      serializers: (parameters?.dataTypeIDs ?? []).map(
        (typeId) => client.serializers[typeId] as Serialize | undefined,
      ),
      columns: (rows?.fields ?? []).map((field) => ({
        name: field.name,
        typeId: field.dataTypeID,
        parse: client.parsers[field.dataTypeID] as Parse | undefined,
      })),
    };
    prepared.set(name, statement);
    return statement;
  }

  function decode<R extends Row>(
    statement: PreparedStatement,
    response: Uint8Array,
  ): PreparedResult<R> {
    const buffer = Buffer.from(response.buffer, response.byteOffset, response.byteLength);
    // One character per byte, so byte offsets index it; a field is sliced from it unless it
    // holds a byte above 0x7f, which is then decoded as UTF-8. Half the cost of decoding
    // every field on its own (a few hundred of them on a page of cases).
    const bytes = buffer.toString('latin1');
    const { columns } = statement;
    const rows: R[] = [];
    let tag: string | undefined;
    for (let offset = 0; offset < buffer.length;) {
      const type = buffer[offset];
      const end = offset + 1 + buffer.readInt32BE(offset + 1);
      if (type === DATA_ROW) {
        const row: Row = {};
        let at = offset + 7; // type, length, column count
        for (const column of columns) {
          const size = buffer.readInt32BE(at);
          at += 4;
          if (size < 0) {
            row[column.name] = null;
            continue;
          }
          let text = bytes.slice(at, at + size);
          if (NON_ASCII.test(text)) text = buffer.toString('utf8', at, at + size);
          at += size;
          row[column.name] = column.parse ? column.parse(text, column.typeId) : text;
        }
        rows.push(row as R);
      } else if (type === COMMAND_COMPLETE) {
        tag = bytes.slice(offset + 5, end - 1);
      } else if (type === ERROR_RESPONSE) {
        throwIfError(messagesOf(response));
      }
      offset = end;
    }
    const count = tag === undefined ? undefined : countOfCommandTag(tag);
    return { rows, rowCount: count ?? rows.length, commandTag: tag };
  }

  return {
    /**
     * Runs `sql` as the named statement `name` (prepared on first use). The caller holds
     * the session (pglite-database.ts), as PGlite's `query()` holds its locks.
     */
    async run<R extends Row>(
      name: string,
      sql: string,
      params: readonly unknown[],
    ): Promise<PreparedResult<R>> {
      const statement = prepared.get(name) ?? (await prepare(name, sql));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const write = statement.serializers[index];
        // As PGlite's query() writes a value whose type has no serializer.
        return write ? write(value) : (value as { toString(): string }).toString();
      });
      const response = await exchange(bindExecuteSync(statement.name, values));
      return decode<R>(statement, response);
    },
  };
}
