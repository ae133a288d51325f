import { JobPageApplicationFragmentDoc } from '@/gql/documents/JobPageApplicationFragmentDoc';
import { JobPageStartApplicationDocument } from '@/gql/documents/JobPageStartApplicationDocument';
import { JobPageTailorResumeDocument } from '@/gql/documents/JobPageTailorResumeDocument';

/** What the job page shows of the job's application: status, cover letter, tailored resume. */
export const jobPageApplicationFragment = JobPageApplicationFragmentDoc;

/** Tailors (or re-tailors) the job's resume; `job.application` links it to the job in the cache. */
export const TailorResumeMutation = JobPageTailorResumeDocument;

export const StartApplicationMutation = JobPageStartApplicationDocument;
