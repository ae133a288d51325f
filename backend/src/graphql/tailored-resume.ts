/** The tailored resume as stored with an application (pipeline/application-service.ts). */
export interface StoredTailoring {
  resume: unknown;
  algorithmVersion: string;
  match: unknown;
  masterMatch: unknown;
  diff: unknown;
  tailoredAt: string;
  /** Absent until the person edits it. */
  editedAt?: string;
  /** Absent until the job changes after tailoring (tailoring-after-job-change.ts). */
  jobChangedAt?: string;
}

export type TailoredResumeField = Omit<StoredTailoring, 'editedAt' | 'jobChangedAt'> & {
  content: unknown;
  editedAt: string | null;
  jobChangedAt: string | null;
};

/** The stored tailoring as the schema's TailoredResume: the document is its `content`. */
export function toTailoredResume(stored: unknown): TailoredResumeField | null {
  if (stored === null || stored === undefined) return null;
  const tailoring = stored as StoredTailoring;
  return {
    ...tailoring,
    content: tailoring.resume,
    editedAt: tailoring.editedAt ?? null,
    jobChangedAt: tailoring.jobChangedAt ?? null,
  };
}
