import type { QuestionKind } from '@resume-agent/tailor';
import type { Queryable } from '../db/database.js';
import { kindOfAnswer } from './application-answer-service.js';
import {
  type ApplicationAnswerRecord,
  listAnswersOfApplications,
} from './application-answers-repository.js';

/** Why this company says most in a letter; why this role is the next best thing. */
const MOTIVATION_KINDS: readonly QuestionKind[] = ['why_company', 'why_role'];

/**
 * The answer a cover letter draft sets out as the person's own reasons for applying: of the
 * written answers to a "Why do you want to work here?" question, the one changed last; failing
 * that, of those to "Why this role?". Null when neither was answered.
 */
export function letterMotivationOf(
  answers: readonly ApplicationAnswerRecord[],
): ApplicationAnswerRecord | null {
  for (const kind of MOTIVATION_KINDS) {
    const written = answers.filter(
      (answer) => answer.answer !== null && kindOfAnswer(answer) === kind,
    );
    const latest = written.reduce<ApplicationAnswerRecord | null>(
      (last, answer) =>
        last === null || Date.parse(answer.updatedAt) >= Date.parse(last.updatedAt) ? answer : last,
      null,
    );
    if (latest !== null) return latest;
  }
  return null;
}

/** The application's answer a new cover letter draft quotes, read within `db`'s transaction. */
export async function findLetterMotivation(
  db: Queryable,
  userId: string,
  applicationId: string,
): Promise<ApplicationAnswerRecord | null> {
  return letterMotivationOf(await listAnswersOfApplications(db, userId, [applicationId]));
}
