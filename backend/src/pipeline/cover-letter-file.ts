/**
 * An application's cover letter as a file: PDF or Word, headed with the name and contact details
 * of the resume it goes with (the tailored one, else the base resume), or plain text. The text
 * is the saved letter, or the one the editor holds (unsaved edits included), so the download is
 * what the person sees.
 */
import { exportCoverLetter, type JsonResume, validateResume } from '@resume-agent/tailor/node';
import type { ApplicationDetails } from '../applications/application-details-repository.js';
import type { Queryable } from '../db/database.js';
import { exportedFile, type ExportedFile } from '../files/exported-file.js';
import { validationFailed } from '../http/domain-errors.js';
import { AppError } from '../http/errors.js';
import type { JobRecord } from '../jobs/jobs-repository.js';
import { findBaseResumeContent } from '../resumes/resumes-repository.js';
import { checkCoverLetterLength } from './application-service.js';

export type CoverLetterFormat = 'pdf' | 'docx' | 'text';

const TEXT_FILE = { mediaType: 'text/plain; charset=utf-8', fileExtension: 'txt' } as const;

export interface CoverLetterFileRequest {
  application: ApplicationDetails;
  job: JobRecord | undefined;
  format: CoverLetterFormat;
  /** The letter to write instead of the saved one. */
  text?: string | null;
}

function letterTextOf(request: CoverLetterFileRequest): string {
  const text = request.text ?? request.application.coverLetter;
  if (text === null)
    throw new AppError(
      'NOT_TAILORED',
      409,
      'This application has no cover letter yet: tailor the resume for its job to draft one',
    );
  checkCoverLetterLength(text);
  if (text.trim() === '') throw validationFailed('The cover letter is empty');
  return text.replace(/\r\n?/g, '\n');
}

function validOrNull(candidate: unknown): JsonResume | null {
  if (candidate === undefined || candidate === null) return null;
  const validation = validateResume(candidate);
  return validation.ok ? validation.resume : null;
}

/** The resume the letter goes with: the tailored one, else the base resume, if either is valid. */
async function senderResume(
  db: Queryable,
  userId: string,
  application: ApplicationDetails,
): Promise<JsonResume | null> {
  const tailored = (application.tailoredResume as { resume?: unknown } | null)?.resume;
  return validOrNull(tailored) ?? validOrNull(await findBaseResumeContent(db, userId));
}

export async function coverLetterFile(
  db: Queryable,
  userId: string,
  request: CoverLetterFileRequest,
): Promise<ExportedFile> {
  const text = letterTextOf(request);
  const { job, format } = request;
  const resume = await senderResume(db, userId, request.application);
  const name = resume?.basics?.name;
  const nameParts = [
    typeof name === 'string' ? name : undefined,
    'cover-letter',
    job?.company ?? job?.title,
  ];
  if (format === 'text') return exportedFile(text, TEXT_FILE, nameParts, 'cover-letter');
  const subject = [job?.title, job?.company].filter(Boolean).join(' at ');
  const file = await exportCoverLetter(text, format, {
    resume,
    ...(subject === '' ? {} : { subject }),
    creationDate: new Date(),
  });
  return exportedFile(file.bytes, file, nameParts, 'cover-letter');
}
