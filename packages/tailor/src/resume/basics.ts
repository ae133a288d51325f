import type { JsonResume } from './types.js';

/** How a resume's owner signs what they send: name and contacts, trimmed; null when not given. */
export interface SignatureBasics {
  name: string | null;
  email: string | null;
  phone: string | null;
}

export function signatureBasicsOf(resume: JsonResume): SignatureBasics {
  const basics = resume.basics ?? {};
  const text = (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  return { name: text(basics.name), email: text(basics.email), phone: text(basics.phone) };
}
