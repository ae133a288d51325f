/** The seam for optional language-model rewording: off unless a base URL is configured. */

export interface RephraseRequest {
  bullets: { id: string; text: string }[];
  job: { title: string | null; company: string | null; skills: string[] };
}

export interface Rephraser {
  /** Proposals for some or all bullets, by id; bullets left out stay as they are. */
  rephrase(request: RephraseRequest): Promise<{ id: string; text: string }[]>;
}

export class RephraseError extends Error {
  override readonly name = 'RephraseError';
}
