import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareResume } from '../match/prepare-resume.js';
import { scoreMatch } from '../match/score.js';
import { indexResume } from '../resume/index.js';
import { tailorResume } from '../tailor/tailor-resume.js';
import { posting, resumeOf } from '../test-support/builders.js';
import { applyRephrasing } from './apply.js';
import { checkRephrasing } from './guard.js';
import { createOpenAiCompatibleRephraser, rephraserFromConfig } from './openai-compatible.js';
import { RephraseError } from './rephraser.js';

describe('checkRephrasing', () => {
  const original = 'Moved 40 services to Kubernetes with Terraform at Acme';

  it('accepts the same facts in other words', () => {
    expect(
      checkRephrasing(original, 'Migrated 40 services at Acme to Kubernetes using Terraform'),
    ).toBeNull();
  });

  it('refuses new skills, numbers and names, and empty or bloated text', () => {
    expect(
      checkRephrasing(original, 'Moved 40 services to Kubernetes and AWS with Terraform'),
    ).toBe('new-skill');
    expect(checkRephrasing(original, 'Moved 45 services to Kubernetes with Terraform')).toBe(
      'new-number',
    );
    expect(
      checkRephrasing(original, 'Moved 40 services to Kubernetes with Terraform for Google'),
    ).toBe('new-name');
    expect(checkRephrasing(original, '   ')).toBe('empty');
    expect(checkRephrasing(original, `${original} ${'and much more '.repeat(10)}`)).toBe(
      'too-long',
    );
  });
});

/** A stand-in for an OpenAI-compatible server on loopback: answers with canned rewordings. */
function startModelServer(reword: (text: string) => string) {
  const requests: {
    headers: IncomingHttpHeaders;
    body: { model: string; messages: { content: string }[] };
  }[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const body = JSON.parse(raw) as { model: string; messages: { content: string }[] };
      requests.push({ headers: request.headers, body });
      if (request.url !== '/v1/chat/completions') {
        response.writeHead(404).end();
        return;
      }
      const { bullets } = JSON.parse(body.messages[1]?.content ?? '{}') as {
        bullets: { id: string; text: string }[];
      };
      const content = JSON.stringify({
        bullets: bullets.map((bullet) => ({ id: bullet.id, text: reword(bullet.text) })),
      });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          choices: [{ message: { role: 'assistant', content: `Here you go: ${content}` } }],
        }),
      );
    });
  });
  return { server, requests };
}

describe('language-model rewording', () => {
  const master = resumeOf([
    {
      company: 'Acme',
      position: 'Engineer',
      start: '2019',
      highlights: [
        'built payments api in Go on PostgreSQL',
        'Moved 40 services to Kubernetes',
        'Ran the book club',
      ],
    },
  ]);
  const job = posting({ must: ['Go', 'Kubernetes'], nice: ['PostgreSQL'] });
  const { server, requests } = startModelServer((text) => {
    if (text.startsWith('built')) return 'Built the payments API in Go on PostgreSQL';
    if (text.startsWith('Moved')) return 'Moved 400 services to Kubernetes and AWS';
    return text;
  });
  let baseUrl = '';

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  );

  it('is off unless a base URL is configured', () => {
    expect(rephraserFromConfig({})).toBeNull();
    expect(rephraserFromConfig({ baseUrl: '', apiKey: 'sk-test' })).toBeNull();
    expect(rephraserFromConfig({ baseUrl })).not.toBeNull();
  });

  it('keeps accepted rewordings, refuses invented facts and scores the final text again', async () => {
    const tailored = tailorResume(master, job, { asOf: '2024-01' });
    const rephraser = createOpenAiCompatibleRephraser({
      baseUrl,
      apiKey: 'sk-test',
      model: 'test-model',
    });
    const { tailored: reworded, changes } = await applyRephrasing({
      master,
      job,
      tailored,
      rephraser,
      asOf: '2024-01',
    });

    expect(requests.at(-1)?.headers.authorization).toBe('Bearer sk-test');
    expect(requests.at(-1)?.body.model).toBe('test-model');
    expect(changes.map((change) => [change.after, change.accepted, change.refusal])).toEqual([
      ['Built the payments API in Go on PostgreSQL', true, null],
      ['Moved 400 services to Kubernetes and AWS', false, 'new-skill'],
    ]);
    const highlights = (reworded.resume.work as { highlights: string[] }[])[0]?.highlights;
    expect(highlights).toContain('Built the payments API in Go on PostgreSQL');
    expect(highlights).toContain('Moved 40 services to Kubernetes');
    // The score is the deterministic score of the final text, not the model's opinion.
    const rescored = scoreMatch(
      prepareResume(indexResume(reworded.resume), { asOf: '2024-01' }),
      job,
      {
        master: prepareResume(indexResume(master), { asOf: '2024-01' }),
      },
    );
    expect(reworded.match).toEqual(rescored);
    // Provenance still points at the master's bullets.
    expect(changes[0]?.sourceId).toBe(tailored.provenance[changes[0]?.pointer ?? '']);
  });

  it('reports an unreachable or failing model as a RephraseError', async () => {
    const failing = createOpenAiCompatibleRephraser({ baseUrl: `${baseUrl}/missing` });
    await expect(
      failing.rephrase({
        bullets: [{ id: 'a', text: 'x' }],
        job: { title: null, company: null, skills: [] },
      }),
    ).rejects.toBeInstanceOf(RephraseError);
  });
});
