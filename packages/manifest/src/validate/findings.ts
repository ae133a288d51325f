/** Which rule a finding comes from; tests use it, the diagnostics do not print it. */
export type RuleId =
  | 'syntax'
  | 'duplicate-key'
  | 'yaml-warning'
  | 'schema'
  | 'platform-resolved'
  | 'runtime-range'
  | 'path-exists'
  | 'glob'
  | 'trigger-paths';

/** A diagnostic before it is placed in a file: an offset into the text instead of LINE:COLUMN. */
export interface Finding {
  rule: RuleId;
  offset: number;
  /** `services.backend.runtime.minInstances`; `` for the document. */
  path: string;
  message: string;
  severity: 'error' | 'warning';
}
