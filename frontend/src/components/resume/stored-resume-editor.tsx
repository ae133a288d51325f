'use client';

import { useMutation } from '@apollo/client/react';
import type { ResumePageResumeFragment } from '@/gql/graphql';
import { ResumePageUpdateMutation } from './operations';
import { ResumeEditor } from './resume-editor';
import type { ResumeSource } from './resume-source';
import { storedResumeProblem } from './stored-resume-problems';

/** The resume page's editor: one of the user's resumes, its title included (updateResume). */
export function StoredResumeEditor({
  resume,
  onDirtyChange,
  onReload,
}: {
  resume: ResumePageResumeFragment;
  onDirtyChange: (isDirty: boolean) => void;
  /** Fetches the resumes again; resolves to this resume as stored now (undefined if gone). */
  onReload: () => Promise<ResumePageResumeFragment | undefined>;
}) {
  const [updateResume] = useMutation(ResumePageUpdateMutation);
  const source: ResumeSource = {
    name: resume.title,
    title: resume.title,
    content: resume.content,
    version: resume.version,
    review: { ignoredKeys: resume.ignoredFindings, setAsideOn: resume.id },
    save: async ({ title, content, expectedVersion }) => {
      const result = await updateResume({
        variables: {
          input: { id: resume.id, title: title ?? resume.title, content, expectedVersion },
        },
      });
      return result.data?.updateResume.version ?? expectedVersion;
    },
    reload: async () => (await onReload())?.version,
    problemFor: storedResumeProblem,
  };
  return <ResumeEditor source={source} onDirtyChange={onDirtyChange} />;
}
