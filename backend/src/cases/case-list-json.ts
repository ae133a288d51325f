/**
 * A page of cases written as JSON straight from the records: the exact text
 * `JSON.stringify({ items: records.map(toAgentCase), nextCursor })` would write (the test beside
 * this holds the two equal over generated records), without first building fifty AgentCase
 * objects and their `fields` for JSON.stringify to walk. On a 50-case page that was ~64 µs of
 * mapping and stringifying against ~30 µs here; side by side the route spends ~5% less CPU
 * per page (docs/contributing/performance.md, "What the benchmark changed").
 *
 * What the values are decides how they are written. Text a person typed (title, company,
 * location, extra fields) goes through `jsonString`, which escapes exactly what JSON.stringify
 * escapes. Text only the database or our own code writes goes in as it is: ids are uuids as
 * PostgreSQL prints them, timestamps come from `db/timestamptz.ts` (digits, `-:.TZ+`), and the
 * status has passed `asStatus`, so none holds a quote, a backslash or a control character.
 */
import type { ApplicationSummary } from '../applications/applications-repository.js';
import { jsonString, nullableJsonString } from '../http/json-text.js';
import {
  asStatus,
  EXTRA_FIELD_KEYS,
  extraFieldOf,
  type FieldValue,
  subtitleOf,
  summaryOf,
} from './agent-case-adapter.js';

/** A page as the case service reads it: records still to be shown as cases. */
export interface CaseRecordPage {
  records: ApplicationSummary[];
  nextCursor: string | null;
}

function jsonValue(value: FieldValue): string {
  if (typeof value === 'string') return jsonString(value);
  // String(n) is JSON.stringify(n) for finite numbers; stored JSON holds no others.
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  return value === null ? 'null' : String(value);
}

/** Each extra field with `,"key":` to write before its value, in toAgentCase's order. */
const EXTRA_FIELDS = EXTRA_FIELD_KEYS.map((key, index) => ({
  key,
  opening: `${index === 0 ? '' : ','}${JSON.stringify(key)}:`,
}));

function fieldsJson(record: ApplicationSummary): string {
  let json = '{';
  for (const { key, opening } of EXTRA_FIELDS)
    json += opening + jsonValue(extraFieldOf(record, key));
  return `${json}}`;
}

/** Writes pages of cases whose deep links point into `appOrigin`. */
export function createCaseListWriter(appOrigin: string): (page: CaseRecordPage) => string {
  // `"https://app.example/applications/` — the origin escaped once; each case adds its id.
  const urlOpening = JSON.stringify(`${appOrigin}/applications/`).slice(0, -1);

  function caseJson(record: ApplicationSummary): string {
    return (
      `{"id":"${record.id}","title":${jsonString(record.title)}` +
      `,"subtitle":${nullableJsonString(subtitleOf(record))}` +
      `,"status":"${asStatus(record.status)}","summary":${nullableJsonString(summaryOf(record))}` +
      `,"fields":${fieldsJson(record)},"url":${urlOpening}${record.id}"` +
      `,"createdAt":"${record.createdAt}","updatedAt":"${record.updatedAt}"` +
      `,"version":${record.version}}`
    );
  }

  return ({ records, nextCursor }) => {
    let json = '{"items":[';
    let separator = '';
    for (const record of records) {
      json += separator + caseJson(record);
      separator = ',';
    }
    return `${json}],"nextCursor":${nullableJsonString(nextCursor)}}`;
  };
}
