/**
 * A Rephraser for any OpenAI-compatible chat completions API (OpenAI, Azure's compatible
 * endpoint, Ollama, vLLM, llama.cpp's server …). It only asks; `applyRephrasing` decides what
 * is kept.
 */
import { RephraseError, type Rephraser, type RephraseRequest } from './rephraser.js';

export interface OpenAiCompatibleOptions {
  /** e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_REPHRASE_MODEL = 'gpt-4o-mini';

const INSTRUCTIONS = [
  'You polish resume bullet points for one job posting.',
  'Rephrase each bullet to be clear and direct, starting with a strong verb.',
  'Never add facts: no new skills, tools, numbers, employers, titles or outcomes.',
  'Keep every number and name exactly as written. If a bullet is already good, return it unchanged.',
  'Answer with JSON only: {"bullets":[{"id":"…","text":"…"}]} with the same ids.',
].join(' ');

function parseProposals(content: string): { id: string; text: string }[] {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  if (start === -1 || end < start) throw new RephraseError('The model did not answer with JSON');
  let parsed: unknown;
  try {
    parsed = JSON.parse(content.slice(start, end + 1));
  } catch {
    throw new RephraseError('The model answered with malformed JSON');
  }
  const bullets = (parsed as { bullets?: unknown }).bullets;
  if (!Array.isArray(bullets)) throw new RephraseError('The model’s JSON has no "bullets" list');
  return bullets.flatMap((bullet: unknown) => {
    const { id, text } = (bullet ?? {}) as { id?: unknown; text?: unknown };
    return typeof id === 'string' && typeof text === 'string' ? [{ id, text }] : [];
  });
}

export function createOpenAiCompatibleRephraser(options: OpenAiCompatibleOptions): Rephraser {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const fetchFn = options.fetch ?? fetch;
  return {
    async rephrase(request: RephraseRequest) {
      if (request.bullets.length === 0) return [];
      let response: Response;
      try {
        response = await fetchFn(endpoint, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model ?? DEFAULT_REPHRASE_MODEL,
            temperature: 0,
            response_format: { type: 'json_object' },
            messages: [
              { role: 'system', content: INSTRUCTIONS },
              { role: 'user', content: JSON.stringify(request) },
            ],
          }),
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new RephraseError(
          `The language model could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      if (!response.ok)
        throw new RephraseError(
          `The language model answered ${response.status} ${response.statusText}`.trim(),
        );
      const body = (await response.json().catch(() => null)) as {
        choices?: { message?: { content?: unknown } }[];
      } | null;
      const content = body?.choices?.[0]?.message?.content;
      if (typeof content !== 'string')
        throw new RephraseError('The language model’s answer has no message');
      return parseProposals(content);
    },
  };
}

/** A rephraser when a base URL is configured, otherwise null: rewording is off by default. */
export function rephraserFromConfig(config: {
  baseUrl?: string | undefined;
  apiKey?: string | undefined;
  model?: string | undefined;
}): Rephraser | null {
  if (!config.baseUrl) return null;
  return createOpenAiCompatibleRephraser({
    baseUrl: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    ...(config.model ? { model: config.model } : {}),
  });
}
