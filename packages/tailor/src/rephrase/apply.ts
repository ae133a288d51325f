/**
 * Optional rewording of a tailored resume's bullets. Only bullets with provenance (copied from
 * the master) are offered; every proposal passes `checkRephrasing` or is dropped; the score is
 * then computed again, deterministically, on the final text.
 */
import type { JobPosting } from '../job/types.js';
import { prepareResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import { indexResume } from '../resume/index.js';
import type { JsonResume } from '../resume/types.js';
import type { TailoredResume } from '../tailor/tailor-resume.js';
import { checkRephrasing, type RefusalReason } from './guard.js';
import type { Rephraser } from './rephraser.js';

export interface RephraseChange {
  pointer: string;
  sourceId: string;
  before: string;
  after: string;
  accepted: boolean;
  refusal: RefusalReason | null;
}

/** Sets the string at a JSON Pointer like `/work/0/highlights/2`. */
function setAt(document: JsonResume, pointer: string, value: string): void {
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'));
  const last = keys.pop();
  let target: unknown = document;
  for (const key of keys) target = (target as Record<string, unknown>)[key];
  if (last !== undefined && target !== null && typeof target === 'object')
    (target as Record<string, unknown>)[last] = value;
}

export async function applyRephrasing(input: {
  master: JsonResume;
  job: JobPosting;
  tailored: TailoredResume;
  rephraser: Rephraser;
  asOf?: string;
}): Promise<{ tailored: TailoredResume; changes: RephraseChange[] }> {
  const { master, job, tailored, rephraser } = input;
  const index = indexResume(tailored.resume);
  const bullets = index.items.filter(
    (item) => item.kind === 'highlight' && typeof tailored.provenance[item.pointer] === 'string',
  );
  const proposals = await rephraser.rephrase({
    bullets: bullets.map((item) => ({ id: item.id, text: item.text })),
    job: {
      title: job.title,
      company: job.company,
      skills: job.mustHave.concat(job.niceToHave).map((term) => term.name),
    },
  });
  const proposed = new Map(proposals.map((proposal) => [proposal.id, proposal.text]));

  const resume = structuredClone(tailored.resume);
  const changes: RephraseChange[] = [];
  for (const item of bullets) {
    const after = proposed.get(item.id)?.trim();
    if (after === undefined || after === item.text) continue;
    const refusal = checkRephrasing(item.text, after);
    changes.push({
      pointer: item.pointer,
      // Only bullets with a string provenance were offered (the filter above).
      sourceId: tailored.provenance[item.pointer] as string,
      before: item.text,
      after,
      accepted: refusal === null,
      refusal,
    });
    if (refusal === null) setAt(resume, item.pointer, after);
  }

  const options = input.asOf ? { asOf: input.asOf } : {};
  const match = scoreMatch(prepareResume(indexResume(resume), options), job, {
    master: prepareResume(indexResume(master), options),
  });
  return { tailored: { ...tailored, resume, match }, changes };
}
