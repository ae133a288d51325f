// The pure part of `npm run lighthouse`'s options and per-run summary: no processes, no files.
// scripts/lighthouse.mjs passes in its command line and the Lighthouse results it read.

/** Lighthouse's own default: its mobile profile runs the page 4× slower than the host. */
export const DEFAULT_CPU_SLOWDOWN = 4;

/**
 * `--cpu-slowdown=<n>` (or `--cpu-slowdown <n>`): Lighthouse's CPU multiplier for this run, a
 * number from 1 to 20; undefined when not given, which leaves Lighthouse's default of 4×.
 * Lighthouse scales what it observes on the host, so a fast host at a higher multiplier shows
 * what a slower host shows at 4× (docs/contributing/performance.md).
 *
 * @param {readonly string[]} args the arguments after the script's name
 * @returns {number | undefined}
 */
export function parseCpuSlowdown(args) {
  /** @type {string | undefined} */
  let value;
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    if (arg.startsWith('--cpu-slowdown=')) {
      value = arg.slice('--cpu-slowdown='.length);
    } else if (arg === '--cpu-slowdown') {
      value = args[index + 1] ?? '';
      index += 1;
    } else {
      throw new Error(
        `unknown argument ${JSON.stringify(arg)} (the one option is --cpu-slowdown=<n>)`,
      );
    }
  }
  if (value === undefined) return undefined;
  const multiplier = Number(value);
  if (value.trim() === '' || !Number.isFinite(multiplier) || multiplier < 1 || multiplier > 20) {
    throw new Error(`--cpu-slowdown takes a number from 1 to 20, not ${JSON.stringify(value)}`);
  }
  return multiplier;
}

/**
 * @typedef {object} LighthouseRun the parts of a Lighthouse result (lhr-*.json) the summary reads
 * @property {string} finalDisplayedUrl
 * @property {{ performance: { score: number | null }, accessibility: { score: number | null } }} categories
 * @property {Record<string, { displayValue?: string } | undefined>} audits
 * @property {{ benchmarkIndex: number }} environment
 * @property {{ throttling?: { cpuSlowdownMultiplier?: number } }} [configSettings]
 */

/** How the summary names the minimal Next.js page audited beside the app's (reference-app/). */
export const REFERENCE_LABEL = 'reference (a minimal Next.js page)';

/**
 * @param {LighthouseRun} run
 * @param {string | undefined} referenceOrigin where the reference page was served, if it was
 */
const isReferenceRun = (run, referenceOrigin) =>
  referenceOrigin !== undefined && new URL(run.finalDisplayedUrl).origin === referenceOrigin;

/**
 * One line per run: the scores, the metrics that move them, and the simulated device. A run's
 * CPU speed is the host's `benchmarkIndex` (higher is faster) divided by the multiplier;
 * Lighthouse's docs pick 4× for hosts of 1,500–2,000, which makes a device of ~375–500.
 *
 * @param {LighthouseRun} run
 * @param {{ referenceOrigin?: string }} [options] runs of this origin are named as the reference
 */
export function describeRun(run, { referenceOrigin } = {}) {
  const page = isReferenceRun(run, referenceOrigin)
    ? REFERENCE_LABEL
    : new URL(run.finalDisplayedUrl).pathname;
  const metric = (/** @type {string} */ id) => run.audits[id]?.displayValue ?? '?';
  const multiplier = run.configSettings?.throttling?.cpuSlowdownMultiplier ?? DEFAULT_CPU_SLOWDOWN;
  const host = Math.round(run.environment.benchmarkIndex);
  const device = Math.round(run.environment.benchmarkIndex / multiplier);
  return (
    `${page} performance ${String(run.categories.performance.score)}, ` +
    `accessibility ${String(run.categories.accessibility.score)} ` +
    `(TBT ${metric('total-blocking-time')}, LCP ${metric('largest-contentful-paint')}, ` +
    `FCP ${metric('first-contentful-paint')}); ` +
    `host benchmark ${String(host)} ÷ CPU ×${String(multiplier)} = device ${String(device)}`
  );
}

/**
 * The line that reads the app's scores against the reference page's: the same framework with
 * nothing of ours, audited in the same run with the same settings, so its score is about the
 * most a page of this app could reach on this host. The same build has scored 0.97 on one host
 * and 0.7 on another; the reference says how much of such a difference is the host's.
 *
 * @param {readonly LighthouseRun[]} runs every run of the collect, the reference's among them
 * @param {string} referenceOrigin where the reference page was served
 * @param {number | undefined} minScore the performance score the app's pages are asserted to
 *   reach, if the configuration says
 * @returns {string | undefined} undefined when no run of the reference has a score
 */
export function describeReference(runs, referenceOrigin, minScore) {
  const scores = runs
    .filter((run) => isReferenceRun(run, referenceOrigin))
    .map((run) => run.categories.performance.score)
    .filter((score) => score !== null)
    .sort((a, b) => a - b);
  if (scores.length === 0) return undefined;
  const lowest = String(scores[0]);
  const best = scores[scores.length - 1] ?? 0;
  const range = lowest === String(best) ? lowest : `${lowest}–${String(best)}`;
  const reading =
    `${REFERENCE_LABEL} scored performance ${range} on this host with the same settings: ` +
    'about the most any page of this app can score here';
  return minScore !== undefined && best < minScore
    ? `${reading}, so the ${String(minScore)} asserted is out of reach on this host`
    : reading;
}
