/**
 * The job seeker's resumes: import from any format the engine reads, edit as JSON Resume,
 * choose the base resume that jobs are matched against, export as a file.
 */
import {
  exportResume,
  type ExportFormat,
  importResume,
  type JsonResume,
  ResumeImportError,
  type ResumeFormat,
  validateResume,
} from '@resume-agent/tailor/node';
import type { Database } from '../db/database.js';
import { exportedFile, type ExportedFile } from '../files/exported-file.js';
import { AppError } from '../http/errors.js';
import {
  idOrNotFound,
  notFound,
  validationFailed,
  versionConflict,
} from '../http/domain-errors.js';
import {
  deleteResume,
  findResume,
  hasBaseResume,
  insertResume,
  makeBaseResume,
  type ResumeRecord,
  setResumeFindingIgnored,
  updateResume,
} from './resumes-repository.js';
import { stillFound } from './resume-review.js';
import { validResumeOrFail } from './valid-resume.js';

/** Files larger than this are refused before reading (a resume is a few hundred KB at most). */
export const MAX_RESUME_FILE_BYTES = 4 * 1024 * 1024;
/** Pasted text and JSON documents. */
export const MAX_RESUME_TEXT_CHARS = 500_000;
const MAX_TITLE_CHARS = 200;
/**
 * Findings set aside on one resume at most. The key of a finding whose words have changed
 * stays in the list until the resume's content is next saved (update keeps only the keys its
 * review still finds), so the list is capped to keep the row small; a review lists a few dozen
 * findings.
 */
export const MAX_IGNORED_FINDINGS = 200;
/** The shape of ResumeFinding.key (resume-review.ts): nothing else can be a finding's key. */
const FINDING_KEY = /^[0-9a-f]{16}$/;

function findingKeyOrFail(key: string): string {
  if (!FINDING_KEY.test(key))
    throw validationFailed('key must be the key of a review finding: 16 hexadecimal characters', {
      field: 'key',
    });
  return key;
}

function titleOfFileName(fileName: string | null | undefined): string | null {
  const stem = (fileName ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/\.[A-Za-z0-9]{1,5}$/, '')
    .trim();
  return stem === '' ? null : stem.slice(0, MAX_TITLE_CHARS);
}

function titleOf(
  input: string | undefined | null,
  resume: JsonResume,
  fileName?: string | null,
): string {
  const given = input?.trim();
  if (given) {
    if (given.length > MAX_TITLE_CHARS)
      throw validationFailed(`A title has at most ${MAX_TITLE_CHARS} characters`);
    return given;
  }
  const name = resume.basics?.name;
  return typeof name === 'string' && name.trim() !== ''
    ? `${name.trim().slice(0, MAX_TITLE_CHARS - 9)}'s resume`
    : (titleOfFileName(fileName) ?? 'My resume');
}

function decodeBase64(base64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64.replace(/\s/g, '')))
    throw validationFailed('The file must be base64-encoded');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw validationFailed('The file is empty');
  if (bytes.length > MAX_RESUME_FILE_BYTES)
    throw new AppError(
      'FILE_TOO_LARGE',
      413,
      `A resume file may be at most ${MAX_RESUME_FILE_BYTES / 1024 / 1024} MB`,
    );
  return bytes;
}

function importErrorOf(error: ResumeImportError): AppError {
  if (error.code === 'UNSUPPORTED_FORMAT')
    return new AppError('UNSUPPORTED_FORMAT', 415, error.message);
  return new AppError('IMPORT_FAILED', 422, error.message, {
    reason: error.code,
    errors: error.errors,
  });
}

export interface SetResumeFindingIgnoredInput {
  resumeId: string;
  key: string;
  ignored: boolean;
}

export interface ImportResumeInput {
  format: ResumeFormat;
  text?: string | null;
  base64?: string | null;
  title?: string | null;
  fileName?: string | null;
  makeBase?: boolean | null;
}

export async function exportAsFile(
  resume: JsonResume,
  format: ExportFormat,
  nameParts: readonly (string | null | undefined)[],
): Promise<ExportedFile> {
  const result = await exportResume(resume, format);
  return exportedFile('bytes' in result ? result.bytes : result.text, result, nameParts, 'resume');
}

export function createResumeService({ db }: { db: Database }) {
  async function lockedResume(
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    userId: string,
    id: string,
  ): Promise<ResumeRecord> {
    const resume = await findResume(tx, userId, idOrNotFound(id, 'resume'), { lock: true });
    if (!resume) throw notFound('resume');
    return resume;
  }

  return {
    async import(
      userId: string,
      input: ImportResumeInput,
    ): Promise<{ resume: ResumeRecord; warnings: string[] }> {
      const isBinary = input.format === 'pdf' || input.format === 'docx';
      let data: string | Uint8Array;
      if (isBinary) {
        if (!input.base64)
          throw validationFailed(`A ${input.format} import needs the file as base64`);
        data = decodeBase64(input.base64);
      } else {
        if (input.text === undefined || input.text === null || input.text.trim() === '')
          throw validationFailed(`A ${input.format} import needs the resume as text`);
        if (input.text.length > MAX_RESUME_TEXT_CHARS)
          throw new AppError(
            'FILE_TOO_LARGE',
            413,
            `A pasted resume may be at most ${MAX_RESUME_TEXT_CHARS} characters`,
          );
        data = input.text;
      }
      let imported;
      try {
        imported = await importResume({ format: input.format, data });
      } catch (error) {
        if (error instanceof ResumeImportError) throw importErrorOf(error);
        throw error;
      }
      const title = titleOf(input.title, imported.resume, input.fileName);
      const resume = await db.transaction(async (tx) => {
        const isBase = input.makeBase ?? !(await hasBaseResume(tx, userId));
        return insertResume(tx, { userId, title, content: imported.resume, isBase });
      });
      return { resume, warnings: imported.warnings };
    },

    async update(
      userId: string,
      input: {
        id: string;
        title?: string | null;
        content?: unknown;
        expectedVersion?: number | null;
      },
    ): Promise<ResumeRecord> {
      const content =
        input.content === undefined || input.content === null
          ? undefined
          : validResumeOrFail(input.content);
      const title = input.title?.trim();
      if (input.title !== undefined && input.title !== null && !title)
        throw validationFailed('A resume needs a title');
      if (title && title.length > MAX_TITLE_CHARS)
        throw validationFailed(`A title has at most ${MAX_TITLE_CHARS} characters`);
      return db.transaction(async (tx) => {
        const current = await lockedResume(tx, userId, input.id);
        if (
          input.expectedVersion !== undefined &&
          input.expectedVersion !== null &&
          input.expectedVersion !== current.version
        )
          throw versionConflict('resume', current.version);
        return updateResume(tx, current, {
          ...(title ? { title } : {}),
          ...(content
            ? { content, ignoredFindings: stillFound(content, current.ignoredFindings) }
            : {}),
        });
      });
    },

    async makeBase(userId: string, id: string): Promise<ResumeRecord> {
      return db.transaction(async (tx) => makeBaseResume(tx, await lockedResume(tx, userId, id)));
    },

    /** Not an edit: no expected version, and the resume's version and updatedAt stay. */
    async setFindingIgnored(
      userId: string,
      input: SetResumeFindingIgnoredInput,
    ): Promise<ResumeRecord> {
      const resumeId = idOrNotFound(input.resumeId, 'resume');
      const key = findingKeyOrFail(input.key);
      const outcome = await setResumeFindingIgnored(db, {
        userId,
        resumeId,
        key,
        ignored: input.ignored,
        max: MAX_IGNORED_FINDINGS,
      });
      if (outcome === 'missing') throw notFound('resume');
      if (outcome === 'full')
        throw validationFailed(
          `At most ${MAX_IGNORED_FINDINGS} findings can be ignored on a resume; bring some back first`,
          { field: 'key' },
        );
      return outcome;
    },

    async delete(userId: string, id: string): Promise<string> {
      const resumeId = idOrNotFound(id, 'resume');
      const deleted = await db.transaction((tx) => deleteResume(tx, userId, resumeId));
      if (!deleted) throw notFound('resume');
      return resumeId;
    },

    async export(userId: string, id: string, format: ExportFormat): Promise<ExportedFile> {
      const resume = await findResume(db, userId, idOrNotFound(id, 'resume'));
      if (!resume) throw notFound('resume');
      const validation = validateResume(resume.content);
      if (!validation.ok)
        throw validationFailed('The resume is not valid JSON Resume; fix it first');
      const name = validation.resume.basics?.name;
      return exportAsFile(validation.resume, format, [
        typeof name === 'string' ? name : resume.title,
      ]);
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;
