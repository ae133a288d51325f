/** The run as Markdown: machine, method, one table per engine, the scale run, the targets. */
import {
  meetsLimit,
  type Measured,
  type RouteOutcome,
  type SideBySideOutcome,
  type TargetCheck,
} from './summary.js';
import { SERVER_KINDS, SERVER_LABELS } from './servers.js';

export interface EngineReport {
  engine: string;
  routes: RouteOutcome[];
  /** CPU per request, ours and each baseline loaded at once (empty without /proc). */
  sideBySide: SideBySideOutcome[];
  scale: { query: string; byCount: { cases: number; measured: Measured }[] }[];
  checks: TargetCheck[];
}

export interface BenchReport {
  date: string;
  machine: string[];
  method: string[];
  engines: EngineReport[];
}

const number = (value: number, digits = 0): string =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', {
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    : 'n/a';
const ratio = (value: number): string => (Number.isFinite(value) ? `${value.toFixed(2)}×` : 'n/a');

/**
 * A target's measured ratio: to two decimals, unless those would put it on the other side of
 * its limit (a median of 1.2966 printed as 1.30× beside "≥ 1.3×: no"), then to as many as it
 * takes to show which side it is on.
 */
export function targetRatio({ value, limit, atMost, met }: TargetCheck): string {
  if (!Number.isFinite(value)) return 'n/a';
  for (let digits = 2; digits < 8; digits += 1) {
    if (meetsLimit(Number(value.toFixed(digits)), limit, atMost) === met)
      return `${value.toFixed(digits)}×`;
  }
  return `${String(value)}×`;
}

function routeTable(outcome: RouteOutcome): string[] {
  const lines = [
    `#### ${outcome.route}`,
    '',
    '| Server | req/s | p50 ms | p99 ms | vs bare | vs Express | rounds kept / rejected |' +
      (outcome.halfRate
        ? ` p99 ms at ${number(outcome.halfRate.rate)} req/s | load generator late ms |`
        : ''),
    '|---|---:|---:|---:|---:|---:|---:|' + (outcome.halfRate ? '---:|---:|' : ''),
  ];
  for (const kind of SERVER_KINDS) {
    const measured = outcome.maxRate[kind];
    lines.push(
      `| ${SERVER_LABELS[kind]} | ${number(measured.requestsPerSecond)} | ${number(measured.p50Ms)} | ${number(measured.p99Ms)} | ${ratio(outcome.vsBare[kind].median)} | ${ratio(outcome.vsExpress[kind].median)} | ${measured.accepted} / ${measured.rejected} |` +
        (outcome.halfRate
          ? ` ${number(outcome.halfRate.p99Ms[kind], 1)} | ${number(outcome.halfRate.senderLateMs[kind], 1)} |`
          : ''),
    );
  }
  return [...lines, ''];
}

function sideBySideTable(outcomes: SideBySideOutcome[]): string[] {
  if (outcomes.length === 0) return [];
  return [
    '#### CPU per request, side by side',
    '',
    'Ours and one baseline (or the reference, Fastify with nothing added) on the server core at the same time, each loaded by its own autocannon; CPU time from /proc over the round. Above 1× means ours spends less CPU on a request.',
    '',
    '| Route | Against | ours µs | baseline µs | baseline CPU ÷ ours | rounds from–to | rounds kept / rejected |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...outcomes.map(
      (outcome) =>
        `| ${outcome.route} | ${SERVER_LABELS[outcome.baseline]} | ${number(outcome.oursMicrosPerRequest)} | ${number(outcome.baselineMicrosPerRequest)} | ${ratio(outcome.baselineOverOurs.median)} | ${ratio(outcome.baselineOverOurs.low)}–${ratio(outcome.baselineOverOurs.high)} | ${outcome.accepted} / ${outcome.rejected} |`,
    ),
    '',
  ];
}

function scaleTable(scale: EngineReport['scale']): string[] {
  if (scale.length === 0) return [];
  const lines = [
    '#### Scale: one user with more and more cases (Resume Agent only)',
    '',
    '| Query | Cases of the user | req/s | mean ms | p50 ms | p99 ms |',
    '|---|---:|---:|---:|---:|---:|',
  ];
  for (const { query, byCount } of scale)
    for (const { cases, measured } of byCount)
      lines.push(
        `| \`${query}\` | ${number(cases)} | ${number(measured.requestsPerSecond)} | ${number(measured.meanMs, 2)} | ${number(measured.p50Ms)} | ${number(measured.p99Ms)} |`,
      );
  return [...lines, ''];
}

function checksTable(checks: TargetCheck[]): string[] {
  return [
    '#### Targets',
    '',
    '| Target | Measured | Rounds from–to | Limit | Met |',
    '|---|---:|---:|---:|:---:|',
    ...checks.map(
      (check) =>
        `| ${check.target} | ${targetRatio(check)} | ${check.range ? `${ratio(check.range[0])}–${ratio(check.range[1])}` : ''} | ${check.atMost ? '≤' : '≥'} ${check.limit}× | ${check.met ? 'yes' : '**no**'} |`,
    ),
    '',
  ];
}

export function renderReport(report: BenchReport): string {
  return [
    '# Benchmark results',
    '',
    `Written by \`npm run bench\` on ${report.date}. Do not edit by hand: run it again.`,
    '',
    '## Machine',
    '',
    ...report.machine.map((line) => `- ${line}`),
    '',
    '## Method',
    '',
    ...report.method.map((line) => `- ${line}`),
    '',
    ...report.engines.flatMap((engine) => [
      `## ${engine.engine}`,
      '',
      ...engine.routes.flatMap(routeTable),
      ...sideBySideTable(engine.sideBySide),
      ...scaleTable(engine.scale),
      ...checksTable(engine.checks),
    ]),
  ].join('\n');
}
