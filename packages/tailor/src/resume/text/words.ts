/**
 * Word lists that tell the parts of an entry heading apart: a job title, an organisation, a
 * place, a school, a degree. Heuristics, tuned on how resumes are commonly written.
 */

const TITLE_WORDS =
  /\b(engineer|developer|programmer|architect|manager|director|lead|leader|head|chief|officer|cto|ceo|cfo|coo|cpo|vp|president|founder|co-founder|cofounder|scientist|analyst|designer|researcher|consultant|specialist|administrator|admin|intern|internship|trainee|apprentice|assistant|associate|coordinator|technician|advisor|adviser|strategist|editor|writer|teacher|lecturer|professor|instructor|tutor|fellow|sre|devops|staff|principal|senior|junior|owner|freelance|freelancer|contractor|mentor|organizer|organiser|volunteer|partner|representative|executive|supervisor|operator|accountant|nurse|physician|product|marketing|recruiter|postdoc|student|maintainer|contributor|evangelist|advocate|tester|qa)\b/gi;

const ORGANIZATION_WORDS =
  /\b(inc|llc|ltd|limited|gmbh|ag|corp|corporation|company|co|labs?|technologies|technology|solutions|systems|group|holdings|partners|studios?|agency|bank|foundation|ventures|software|consulting|plc|pty|bv|se|sa|sas|ab|oy|university|institute|hospital|health|media|networks|games|capital|analytics|logistics|payments|cloud|digital)\b\.?/i;

const INSTITUTION_WORDS =
  /\b(university|universit[äé]t|universidad|universit[àé]|college|institute|institut|school|academy|polytechnic|politecnico|hochschule|[ée]cole|conservatory|bootcamp|eth|mit|epfl|iit|ucl)\b/i;

const DEGREE_WORDS =
  /(^|[\s(])(bachelor'?s?|master'?s?|b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?s\.?|m\.?\s?s\.?|b\.?\s?eng\.?|m\.?\s?eng\.?|b\.?\s?tech|m\.?\s?tech|ph\.?\s?d\.?|mphil|dphil|mba|bfa|mfa|llb|llm|doctor(ate)?|diploma|associate'?s?|a\.?a\.?s?\.?|certificate|abitur|baccalaur[ée]at|licen[cs]iatura|ged|high school)(?=$|[\s,.)])/i;

const DEGREE_ABBREVIATION =
  /^(b\.?\s?sc\.?|m\.?\s?sc\.?|b\.?\s?a\.?|m\.?\s?a\.?|b\.?\s?s\.?|m\.?\s?s\.?|b\.?\s?eng\.?|m\.?\s?eng\.?|b\.?\s?tech\.?|m\.?\s?tech\.?|ph\.?\s?d\.?|mphil|dphil|mba|bfa|mfa|llb|llm)\s+(.+)$/i;

const PLACE = /^[\p{Lu}][\p{L}.'’ -]*(,\s*[\p{Lu}][\p{L}.'’ -]*){1,2}$/u;
const REMOTE = /^(fully\s+)?(remote|hybrid|on-?site)\b/i;

/** How many job-title words a text holds ("Senior Software Engineer" → 3). */
export function titleScore(text: string): number {
  return text.match(TITLE_WORDS)?.length ?? 0;
}

export function looksLikeOrganization(text: string): boolean {
  return ORGANIZATION_WORDS.test(text);
}

export function looksLikeInstitution(text: string): boolean {
  return INSTITUTION_WORDS.test(text);
}

export function looksLikeDegree(text: string): boolean {
  return DEGREE_WORDS.test(text);
}

/** `BSc Computer Science` → [`BSc`, `Computer Science`]. */
export function splitDegreeAbbreviation(text: string): [string, string] | undefined {
  const match = DEGREE_ABBREVIATION.exec(text);
  return match ? [match[1] ?? '', match[2] ?? ''] : undefined;
}

/** "Berlin, Germany", "Austin, TX", "Remote" — and not "Acme, Inc." or a job title. */
export function looksLikeLocation(text: string): boolean {
  if (REMOTE.test(text)) return true;
  if (text.split(/\s+/).length > 6) return false;
  return PLACE.test(text) && !looksLikeOrganization(text) && titleScore(text) === 0;
}

/** A short capitalised name ("Berlin"), for a place left over after title and organisation. */
export function looksLikePlaceName(text: string): boolean {
  return (
    /^[\p{Lu}][\p{L}.'’ -]{1,40}$/u.test(text) &&
    text.split(/\s+/).length <= 3 &&
    titleScore(text) === 0
  );
}

/** US states, told apart from country codes; DE is read as Germany, not Delaware. */
const US_STATES = new Set(
  'AL AK AZ AR CA CO CT FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

/** JSON Resume's location for "Berlin, DE", "Austin, TX" or "Lisbon, Portugal". */
export function parseLocation(text: string): Record<string, string> {
  if (REMOTE.test(text)) return { city: text };
  const parts = text.split(/\s*,\s*/).filter((part) => part !== '');
  const [city = text, ...rest] = parts;
  const last = rest.at(-1);
  if (last !== undefined && /^[A-Z]{2}$/.test(last) && !US_STATES.has(last)) {
    const region = rest.slice(0, -1).join(', ');
    return { city, ...(region === '' ? {} : { region }), countryCode: last };
  }
  return rest.length === 0 ? { city } : { city, region: rest.join(', ') };
}
