/**
 * An application with a match to read: a base resume, a posting it partly meets (Rust it lacks,
 * CSS it only lists), and the application moved along the board to `status`.
 */
import { expect, type Page } from '@playwright/test';
import { graphqlFromPage } from './graphql.js';

export const MATCHED_RESUME = `Sam Rivera
Frontend Engineer
sam@example.com | +1 555 0100

Experience
Frontend Engineer, Acme — Remote
2020-01 – Present
- Built a design system in React and TypeScript used by 40 engineers

Skills
React, TypeScript, CSS`;

export const MATCHED_POSTING = `Frontend Engineer
Brightwave — Remote

Requirements
- React and TypeScript
- Strong CSS
- Rust`;

/** The moves from draft to each status the tests start from. */
const PATH: Record<'ready' | 'applied' | 'interviewing' | 'offer', string[]> = {
  ready: ['ready'],
  applied: ['applied'],
  interviewing: ['applied', 'interviewing'],
  offer: ['applied', 'interviewing', 'offer'],
};

export async function ok<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await graphqlFromPage<T>(page, query, variables);
  expect(answer.errors).toBeUndefined();
  if (!answer.data) throw new Error(`no data for ${query}`);
  return answer.data;
}

/** The application's id. */
export async function startMatchedApplication(
  page: Page,
  status: keyof typeof PATH,
): Promise<string> {
  await ok(
    page,
    'mutation($t: String!) { importResume(input: {format: text, text: $t}) { resume { id } } }',
    { t: MATCHED_RESUME },
  );
  const { addJob } = await ok<{ addJob: { id: string } }>(
    page,
    'mutation($d: String!) { addJob(input: {description: $d}) { id } }',
    { d: MATCHED_POSTING },
  );
  const { createApplication } = await ok<{ createApplication: { id: string } }>(
    page,
    'mutation($j: ID!) { createApplication(jobId: $j) { id } }',
    { j: addJob.id },
  );
  for (const next of PATH[status])
    await ok(
      page,
      'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
      { id: createApplication.id, s: next },
    );
  return createApplication.id;
}
