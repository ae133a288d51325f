/** Jobs and applications made through the API, for specs that start from a board in a state. */
import type { Page } from '@playwright/test';
import { ok } from './matched-application.js';

/**
 * A job (its posting: the title, the company and a Go requirement, unless `posting` is given)
 * and its application, at Draft; the application's id.
 */
export async function startApplication(
  page: Page,
  job: { title: string; company: string; url?: string; posting?: string },
): Promise<string> {
  const { addJob } = await ok<{ addJob: { id: string } }>(
    page,
    'mutation($i: AddJobInput!) { addJob(input: $i) { id } }',
    {
      i: {
        title: job.title,
        company: job.company,
        description: job.posting ?? `${job.title}\n${job.company} — Remote\n\nRequirements\n- Go`,
        ...(job.url === undefined ? {} : { url: job.url }),
      },
    },
  );
  const { createApplication } = await ok<{ createApplication: { id: string } }>(
    page,
    'mutation($j: ID!) { createApplication(jobId: $j) { id } }',
    { j: addJob.id },
  );
  return createApplication.id;
}

/** Moves the application through `statuses`, one move each. */
export async function moveAlong(
  page: Page,
  id: string,
  statuses: readonly string[],
): Promise<void> {
  for (const status of statuses)
    await ok(
      page,
      'mutation($id: ID!, $s: ApplicationStatus!) { moveApplication(input: {id: $id, status: $s}) { id } }',
      { id, s: status },
    );
}
