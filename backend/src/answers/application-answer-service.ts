/**
 * The questions an application's form asked and the answers written for them, and earlier
 * answers to reuse for a new question. Every input is checked here, so that the database's
 * constraints never see bad input.
 */
import {
  type AnswerDraft,
  DRAFTED_KINDS,
  draftFormAnswer,
  questionKindOf,
  rankEarlierAnswers,
  validateResume,
} from '@resume-agent/tailor';
import { findApplicationSummariesByIds } from '../applications/application-details-repository.js';
import { lockApplicationWithRoom } from '../applications/application-room.js';
import type { Database } from '../db/database.js';
import type { Caller } from '../http/authentication.js';
import { idOrNotFound, notFound, validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import { findJobSummariesByIds, findPostingsToRead } from '../jobs/jobs-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { postingOfReading } from '../tailoring/job-match.js';
import {
  type ApplicationAnswerFields,
  type ApplicationAnswerRecord,
  countAnswersOfApplication,
  deleteApplicationAnswer,
  findApplicationAnswer,
  findApplicationAnswersByIds,
  insertApplicationAnswer,
  listAnsweredQuestions,
  MAX_ANSWERS_PER_APPLICATION,
  updateApplicationAnswer,
} from './application-answers-repository.js';

const MAX_QUESTION_LENGTH = 1000;
const MAX_ANSWER_LENGTH = 10_000;
const MAX_SUGGESTIONS = 20;
/**
 * The answered questions a suggestion is chosen from, changed last first: forty forms' worth of
 * fifty questions, far more than anyone reuses, and a bound on the work of one request.
 */
export const SUGGESTION_POOL = 2000;

export interface AddApplicationAnswerInput {
  applicationId: string;
  question: string;
  answer?: string | null;
}

export interface UpdateApplicationAnswerInput {
  id: string;
  question?: string | null;
  answer?: string | null;
}

export interface AnswerSuggestionArguments {
  question: string;
  applicationId?: string | null;
  limit?: number | null;
}

export interface AnswerSuggestion {
  answer: ApplicationAnswerRecord;
  timesUsed: number;
  sameKind: boolean;
  similarity: number;
}

function questionOf(value: string | null | undefined): string {
  const question = value?.trim() ?? '';
  if (question === '') throw validationFailed('A question has some text', { field: 'question' });
  if (question.length > MAX_QUESTION_LENGTH)
    throw validationFailed(`The question has at most ${MAX_QUESTION_LENGTH} characters`, {
      field: 'question',
    });
  return question;
}

function answerOf(value: string | null | undefined): string | null {
  const answer = value?.trim() ?? '';
  if (answer === '') return null;
  if (answer.length > MAX_ANSWER_LENGTH)
    throw validationFailed(`The answer has at most ${MAX_ANSWER_LENGTH} characters`, {
      field: 'answer',
    });
  return answer;
}

function fieldsOf(input: {
  question: string | null | undefined;
  answer?: string | null;
}): ApplicationAnswerFields {
  return { question: questionOf(input.question), answer: answerOf(input.answer) };
}

/** What the question asks about, for the API's `kind`. */
export function kindOfAnswer(answer: Pick<ApplicationAnswerRecord, 'question'>) {
  return questionKindOf(answer.question);
}

export function createApplicationAnswerService({
  db,
  today = () => new Date().toISOString().slice(0, 10),
}: {
  db: Database;
  /** The day an open job on the resume runs to, for the years a draft counts. */
  today?: () => string;
}) {
  /** The user's base resume, valid, for a draft to quote; a 409 the UI explains without one. */
  async function baseResumeOf(userId: string) {
    const content = await findBaseResumeContent(db, userId);
    if (content === null || content === undefined)
      throw new AppError(
        'NO_BASE_RESUME',
        409,
        'Import a resume first: drafts of answers quote your base resume',
      );
    const validation = validateResume(content);
    if (!validation.ok)
      throw new AppError(
        'INVALID_BASE_RESUME',
        409,
        'Your base resume is not valid JSON Resume; fix it in the resume editor first',
      );
    return validation.resume;
  }

  return {
    async add(caller: Caller, input: AddApplicationAnswerInput): Promise<ApplicationAnswerRecord> {
      const applicationId = idOrNotFound(input.applicationId, 'application');
      const fields = fieldsOf(input);
      return db.transaction(async (tx) => {
        await lockApplicationWithRoom(tx, caller.userId, applicationId, {
          count: () => countAnswersOfApplication(tx, caller.userId, applicationId),
          max: MAX_ANSWERS_PER_APPLICATION,
          what: 'questions',
        });
        return insertApplicationAnswer(tx, { userId: caller.userId, applicationId, ...fields });
      });
    },

    async update(
      caller: Caller,
      input: UpdateApplicationAnswerInput,
    ): Promise<ApplicationAnswerRecord> {
      const id = idOrNotFound(input.id, 'answer');
      return db.transaction(async (tx) => {
        const current = await findApplicationAnswer(tx, caller.userId, id, { lock: true });
        if (!current) throw notFound('answer');
        // Left out: as it was. A null answer: cleared; a null question: refused, as a blank one.
        const fields = fieldsOf({
          question: input.question === undefined ? current.question : input.question,
          answer: input.answer === undefined ? current.answer : input.answer,
        });
        return updateApplicationAnswer(tx, current, fields);
      });
    },

    async remove(caller: Caller, id: string): Promise<{ id: string }> {
      const answerId = idOrNotFound(id, 'answer');
      if (!(await deleteApplicationAnswer(db, caller.userId, answerId))) throw notFound('answer');
      return { id: answerId };
    },

    async suggestions(
      caller: Caller,
      { question, applicationId, limit }: AnswerSuggestionArguments,
    ): Promise<AnswerSuggestion[]> {
      const asked = questionOf(question);
      const count = limit ?? 5;
      if (!Number.isInteger(count) || count < 1 || count > MAX_SUGGESTIONS)
        throw validationFailed(`The limit is 1 to ${MAX_SUGGESTIONS}`, { field: 'limit' });
      // An id that names no application of the caller's leaves nothing out, as one never saved.
      const exceptApplicationId =
        applicationId === null || applicationId === undefined
          ? null
          : idOrNotFound(applicationId, 'application');
      const answered = await listAnsweredQuestions(db, caller.userId, {
        exceptApplicationId,
        limit: SUGGESTION_POOL,
      });
      const ranked = rankEarlierAnswers(asked, answered, count);
      const records = await findApplicationAnswersByIds(
        db,
        caller.userId,
        ranked.map((rank) => rank.id),
      );
      const byId = new Map(records.map((record) => [record.id, record]));
      // One removed between the two reads is left out rather than shown empty.
      return ranked.flatMap(({ id, timesUsed, sameKind, similarity }) => {
        const answer = byId.get(id);
        return answer === undefined ? [] : [{ answer, timesUsed, sameKind, similarity }];
      });
    },

    /**
     * A first answer from the base resume and the application's posting; null when the question
     * is of a kind they cannot answer, or they hold nothing to answer it with. Nothing is stored.
     */
    async draft(
      caller: Caller,
      input: { applicationId: string; question: string },
    ): Promise<AnswerDraft | null> {
      const applicationId = idOrNotFound(input.applicationId, 'application');
      const question = questionOf(input.question);
      const [application] = await findApplicationSummariesByIds(db, caller.userId, [applicationId]);
      if (application === undefined) throw notFound('application');
      const kind = questionKindOf(question);
      if (kind === null || !DRAFTED_KINDS.includes(kind)) return null;
      const [resume, [job], postings] = await Promise.all([
        baseResumeOf(caller.userId),
        findJobSummariesByIds(db, caller.userId, [application.jobId]),
        findPostingsToRead(db, caller.userId, [application.jobId]),
      ]);
      const toRead = postings.get(application.jobId);
      const posting =
        job === undefined || toRead === undefined ? null : postingOfReading(toRead, job);
      return draftFormAnswer({ question, resume, posting, asOf: today() });
    },
  };
}

export type ApplicationAnswerService = ReturnType<typeof createApplicationAnswerService>;
