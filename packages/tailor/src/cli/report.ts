/** The readable (non-JSON) output of the `tailor` command. */
import type { Pay } from '../job/pay.js';
import type { JobPosting } from '../job/types.js';
import type { MatchResult } from '../match/types.js';
import type { ResumeReview } from '../review/types.js';
import type { TailoredResume } from '../tailor/tailor-resume.js';

/** "140,000–165,000 USD a year", "up to 70,000 EUR", "—". */
function payText(pay: Pay | null): string {
  if (pay === null) return '—';
  const amount = (value: number) => value.toLocaleString('en');
  const range =
    pay.min === null
      ? `up to ${amount(pay.max ?? 0)}`
      : pay.max === null
        ? `from ${amount(pay.min)}`
        : pay.min === pay.max
          ? amount(pay.min)
          : `${amount(pay.min)}–${amount(pay.max)}`;
  return `${range} ${pay.currency}${pay.period === null ? '' : ` a${pay.period === 'hour' ? 'n' : ''} ${pay.period}`}`;
}

function termNames(terms: readonly { name: string }[]): string {
  return terms.length === 0 ? '—' : terms.map((term) => term.name).join(', ');
}

export function extractReport(job: JobPosting): string {
  const lines = [
    `Title:       ${job.title ?? '—'}`,
    `Company:     ${job.company ?? '—'}`,
    `Location:    ${job.location ?? '—'}`,
    `Seniority:   ${job.seniority ?? '—'}`,
    `Experience:  ${job.yearsExperience === null ? '—' : `${job.yearsExperience}+ years`}`,
    `Degree:      ${job.degree ?? '—'}`,
    `Pay:         ${payText(job.pay)}`,
    '',
    `Must have (${job.mustHave.length}):    ${termNames(job.mustHave)}`,
    `Nice to have (${job.niceToHave.length}): ${termNames(job.niceToHave)}`,
  ];
  if (job.responsibilities.length > 0)
    lines.push('', 'Responsibilities:', ...job.responsibilities.map((line) => `  - ${line}`));
  return `${lines.join('\n')}\n`;
}

export function matchReport(match: MatchResult): string {
  const lines = [`Score: ${match.score}/100 (${match.band})`];
  if (match.cap)
    lines.push(
      `Capped at ${match.cap.cap} by missing must-haves (would be ${match.cap.uncapped}).`,
    );
  lines.push('', 'Components:');
  for (const component of match.components)
    lines.push(
      `  ${component.label.padEnd(24)} ${String(component.points).padStart(5)} / ${String(component.weight).padEnd(5)} ${component.detail}`,
    );
  lines.push('', 'Matched:');
  for (const term of match.matched) {
    const proof = term.evidence[0];
    lines.push(
      `  ✓ ${term.name} (${term.requirement === 'must' ? 'required' : 'preferred'})` +
        (proof ? ` — ${proof.entry ?? proof.section}: “${proof.text}”` : ''),
    );
  }
  if (match.matched.length === 0) lines.push('  —');
  lines.push('', 'Missing:');
  for (const term of match.missing)
    lines.push(
      `  ✗ ${term.name} (${term.requirement === 'must' ? 'required' : 'preferred'})${term.inMaster ? ' — in your master resume' : ''}`,
    );
  if (match.missing.length === 0) lines.push('  —');
  return `${lines.join('\n')}\n`;
}

export function tailorReport(result: TailoredResume, markdown: string): string {
  const { diff } = result;
  const lines = [
    `Score: ${result.masterMatch.score} → ${result.match.score}/100 (${result.match.band})`,
    `Kept ${diff.kept.length} items (${diff.moved.length} moved), dropped ${diff.removed.length}, added ${diff.added.length} (the summary).`,
    '',
    markdown.trimEnd(),
  ];
  return `${lines.join('\n')}\n`;
}

/** A review, problems marked ✗ and suggestions ·, each with where it is and what to do. */
export function reviewReport(review: ResumeReview): string {
  const problems = review.findings.filter((item) => item.severity === 'problem').length;
  const suggestions = review.findings.length - problems;
  const lines = [
    review.findings.length === 0
      ? 'Nothing to fix, no suggestions.'
      : `${problems} to fix, ${suggestions} suggestion${suggestions === 1 ? '' : 's'}`,
  ];
  for (const item of review.findings) {
    const where = item.entry ? `${item.entry} (${item.pointer})` : item.pointer;
    lines.push(`${item.severity === 'problem' ? '✗' : '·'} ${where}`, `    ${item.message}`);
  }
  return `${lines.join('\n')}\n`;
}
