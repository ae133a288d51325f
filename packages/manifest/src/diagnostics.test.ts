import { describe, expect, it } from 'vitest';
import type { Diagnostic } from './contracts.js';
import {
  formatDiagnostic,
  formatDiagnostics,
  sortDiagnostics,
  summarizeDiagnostics,
} from './diagnostics.js';

function diagnostic(overrides: Partial<Diagnostic>): Diagnostic {
  return {
    file: 'agent.yaml',
    line: 1,
    column: 1,
    path: '',
    message: 'message',
    severity: 'error',
    ...overrides,
  };
}

describe('formatDiagnostic', () => {
  it('prints FILE:LINE:COLUMN: path: message', () => {
    expect(
      formatDiagnostic(
        diagnostic({
          line: 12,
          column: 5,
          path: 'services.backend.type',
          message: 'must be one of "nextjs"',
        }),
      ),
    ).toBe('agent.yaml:12:5: services.backend.type: must be one of "nextjs"');
  });

  it('says warning after the path', () => {
    expect(
      formatDiagnostic(
        diagnostic({
          line: 3,
          path: 'ci.triggerPaths',
          message: 'no glob covers the manifest itself',
          severity: 'warning',
        }),
      ),
    ).toBe('agent.yaml:3:1: ci.triggerPaths: warning: no glob covers the manifest itself');
  });

  it('leaves the path out for the document itself', () => {
    expect(formatDiagnostic(diagnostic({ line: 2, message: 'YAML syntax error: x' }))).toBe(
      'agent.yaml:2:1: YAML syntax error: x',
    );
  });
});

describe('sortDiagnostics', () => {
  it('orders by line, column, errors before warnings, then path, without mutating', () => {
    const input = [
      diagnostic({ line: 4, column: 1, path: 'b' }),
      diagnostic({ line: 2, column: 7, path: 'z' }),
      diagnostic({ line: 2, column: 3, path: 'w', severity: 'warning' }),
      diagnostic({ line: 2, column: 3, path: 'y' }),
      diagnostic({ line: 2, column: 3, path: 'x' }),
    ];
    const sorted = sortDiagnostics(input);
    expect(sorted.map((d) => d.path)).toEqual(['x', 'y', 'w', 'z', 'b']);
    expect(input[0]?.path).toBe('b');
  });

  it('formats a list one line each, in order', () => {
    expect(
      formatDiagnostics([
        diagnostic({ line: 9, path: 'kind', message: 'must be "Agent"' }),
        diagnostic({ line: 1, path: 'apiVersion', message: 'is required' }),
      ]),
    ).toBe('agent.yaml:1:1: apiVersion: is required\nagent.yaml:9:1: kind: must be "Agent"');
  });
});

describe('summarizeDiagnostics', () => {
  it('counts errors and warnings', () => {
    expect(summarizeDiagnostics([])).toBe('no problems');
    expect(summarizeDiagnostics([diagnostic({})])).toBe('1 error');
    expect(
      summarizeDiagnostics([diagnostic({}), diagnostic({}), diagnostic({ severity: 'warning' })]),
    ).toBe('2 errors, 1 warning');
  });
});
