'use client';

import { useMutation } from '@apollo/client/react';
import { useRef } from 'react';
import { ResumeEditor } from '@/components/resume/resume-editor';
import type { ResumeSource } from '@/components/resume/resume-source';
import { JobPageUpdateTailoredResumeDocument } from '@/gql/documents/JobPageUpdateTailoredResumeDocument';
import { tailoredResumeProblem } from './tailored-resume-problems';

const UpdateTailoredResumeMutation = JobPageUpdateTailoredResumeDocument;

/**
 * The resume page's editor on an application's tailored resume. It has no title, and a save
 * (updateTailoredResume) answers with the application re-scored and compared again, which the
 * cache hands to the job page.
 */
export function TailoredResumeEditor({
  applicationId,
  applicationVersion,
  content,
  ignoredFindings,
  onReload,
  onDirtyChange,
  onSaved,
}: {
  applicationId: string;
  /** A save names it: the application tailored again meanwhile is a VERSION_CONFLICT. */
  applicationVersion: number;
  content: unknown;
  /** The base resume's review findings set aside: the same lines here are not flagged again. */
  ignoredFindings: readonly string[];
  /** Fetches the job again; resolves to the application's version, undefined when untailored. */
  onReload: () => Promise<number | undefined>;
  onDirtyChange: (isDirty: boolean) => void;
  /** After a save that left nothing unsaved, with the score the answer gave. */
  onSaved: (score: number | undefined) => void;
}) {
  const [updateTailoredResume] = useMutation(UpdateTailoredResumeMutation);
  const savedScore = useRef<number>(undefined);
  const source: ResumeSource = {
    name: 'the tailored resume',
    title: null,
    content,
    version: applicationVersion,
    review: { ignoredKeys: ignoredFindings },
    save: async ({ content: edited, expectedVersion }) => {
      const result = await updateTailoredResume({
        variables: { input: { id: applicationId, content: edited, expectedVersion } },
      });
      const application = result.data?.updateTailoredResume;
      savedScore.current = application?.tailoredResume?.match.score;
      return application?.version ?? expectedVersion;
    },
    reload: onReload,
    problemFor: tailoredResumeProblem,
  };
  return (
    <ResumeEditor
      source={source}
      onDirtyChange={onDirtyChange}
      onSaved={() => {
        onSaved(savedScore.current);
      }}
      placement="section"
    />
  );
}
