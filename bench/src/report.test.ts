import { describe, expect, it } from 'vitest';
import { renderReport, targetRatio } from './report.js';
import type { Measured, PairedRatio, TargetCheck } from './summary.js';

const measured = (requestsPerSecond: number, rejected = 0): Measured => ({
  requestsPerSecond,
  meanMs: 1.234,
  p50Ms: 1,
  p99Ms: 4,
  accepted: 3 - rejected,
  rejected,
});

const paired = (median: number): PairedRatio => ({
  median,
  low: median - 0.1,
  high: median + 0.1,
});

describe('renderReport', () => {
  const markdown = renderReport({
    date: '2026-11-25',
    machine: ['CPU: Test CPU × 2'],
    method: ['autocannon'],
    engines: [
      {
        engine: 'PostgreSQL',
        routes: [
          {
            route: 'GET /plants?limit=50',
            maxRate: { ours: measured(9800), bare: measured(10_000), express: measured(7000, 1) },
            // Paired ratios need not equal the ratio of the medians: the table shows them as given.
            vsBare: { ours: paired(0.97), bare: paired(1), express: paired(0.7) },
            vsExpress: { ours: paired(1.41), bare: paired(1.43), express: paired(1) },
            halfRate: {
              rate: 5000,
              p99Ms: { ours: 3, bare: 3, express: 5 },
              p99VsBare: { ours: paired(1.1), bare: paired(1), express: paired(1.6) },
              senderLateMs: { ours: 2.04, bare: 1.5, express: 12 },
            },
          },
        ],
        sideBySide: [
          {
            route: 'GET /plants?limit=50',
            baseline: 'bare',
            oursMicrosPerRequest: 512.4,
            baselineMicrosPerRequest: 435,
            baselineOverOurs: paired(0.85),
            accepted: 4,
            rejected: 1,
          },
          {
            route: 'GET /plants?limit=50',
            baseline: 'fastify',
            oursMicrosPerRequest: 510,
            baselineMicrosPerRequest: 480,
            baselineOverOurs: paired(0.94),
            accepted: 5,
            rejected: 0,
          },
        ],
        scale: [
          {
            query: 'GET /api/cases?limit=50',
            byCount: [
              { cases: 1000, measured: measured(4000) },
              { cases: 100_000, measured: measured(3900) },
            ],
          },
        ],
        checks: [
          {
            target: 'GET /plants?limit=50: req/s vs bare',
            value: 0.98,
            limit: 0.95,
            atMost: false,
            met: true,
            range: [0.91, 1.02],
          },
          { target: 'p99', value: 1.5, limit: 1.2, atMost: true, met: false },
        ],
      },
    ],
  });

  it('shows each server with its ratios to both baselines and its rejected rounds', () => {
    expect(markdown).toContain(
      '| Resume Agent (Fastify) | 9,800 | 1 | 4 | 0.97× | 1.41× | 3 / 0 | 3.0 | 2.0 |',
    );
    expect(markdown).toContain(
      '| Express 5 + pg | 7,000 | 1 | 4 | 0.70× | 1.00× | 2 / 1 | 5.0 | 12.0 |',
    );
    expect(markdown).toContain('| p99 ms at 5,000 req/s | load generator late ms |');
  });

  it('shows CPU per request side by side, with the spread of the per-round ratios', () => {
    expect(markdown).toContain('#### CPU per request, side by side');
    expect(markdown).toContain(
      '| GET /plants?limit=50 | bare node:http + pg | 512 | 435 | 0.85× | 0.75×–0.95× | 4 / 1 |',
    );
  });

  it('names the Fastify reference in its own side-by-side row', () => {
    expect(markdown).toContain(
      '| GET /plants?limit=50 | Fastify 5 + pg, nothing added | 510 | 480 | 0.94× | 0.84×–1.04× | 5 / 0 |',
    );
  });

  it('describes the machine and marks missed targets', () => {
    expect(markdown).toContain('- CPU: Test CPU × 2');
    expect(markdown).toContain('| p99 | 1.50× |  | ≤ 1.2× | **no** |');
    expect(markdown).toContain(
      '| GET /plants?limit=50: req/s vs bare | 0.98× | 0.91×–1.02× | ≥ 0.95× | yes |',
    );
    expect(markdown).toContain('| `GET /api/cases?limit=50` | 100,000 | 3,900 | 1.23 | 1 | 4 |');
  });
});

describe('targetRatio', () => {
  const check = (value: number, limit: number, atMost: boolean): TargetCheck => ({
    target: 'a target',
    value,
    limit,
    atMost,
    met: atMost ? value <= limit : value >= limit,
  });

  it('gives two decimals when they show the right side of the limit', () => {
    expect(targetRatio(check(0.8712, 0.95, false))).toBe('0.87×');
    expect(targetRatio(check(1.3, 1.3, false))).toBe('1.30×');
    expect(targetRatio(check(1.1951, 1.2, true))).toBe('1.20×');
  });

  it('gives more when two would round a miss onto the limit, or a pass off it', () => {
    expect(targetRatio(check(1.2966, 1.3, false))).toBe('1.297×');
    expect(targetRatio(check(0.94996, 0.95, false))).toBe('0.94996×');
    expect(targetRatio(check(1.2004, 1.2, true))).toBe('1.2004×');
  });

  it('says n/a for a ratio that could not be measured', () => {
    expect(targetRatio({ ...check(1, 1.2, true), value: Number.NaN })).toBe('n/a');
  });
});
