/**
 * schema.org JobPosting in JSON-LD (https://schema.org/JobPosting). Careers pages publish it for
 * search engines in many shapes: a top-level object, an array of objects, an `@graph`, a
 * JobPosting nested in a WebPage's `mainEntity`, `@type` as a string or an array, and most
 * properties as a string, an object or an array of either. This module finds the posting and
 * flattens the fields the engine uses.
 */
import { type Pay, payOfMonetaryAmount } from './pay.js';
import { DEGREES, type Degree } from './types.js';

export interface JobPostingLd {
  title: string | null;
  company: string | null;
  location: string | null;
  /** The description, usually HTML. */
  description: string | null;
  qualifications: string[];
  skills: string[];
  /** Free-text experience requirements ("Minimum of four years …"). */
  experience: string[];
  education: string[];
  monthsOfExperience: number | null;
  /** From an EducationalOccupationalCredential's credentialCategory. */
  degree: Degree | null;
  /** The last day to apply (`validThrough`), as the posting writes the day: YYYY-MM-DD. */
  validThrough: string | null;
  /** `baseSalary`, else `estimatedSalary`. */
  pay: Pay | null;
}

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asList(value: unknown): unknown[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** `JobPosting`, `schema:JobPosting` and `https://schema.org/JobPosting` are all the same type. */
function hasType(node: JsonObject, type: string): boolean {
  return asList(node['@type']).some(
    (value) => typeof value === 'string' && value.replace(/^.*[/:#]/, '') === type,
  );
}

/** Finds the first JobPosting node anywhere in the JSON-LD blocks (depth-first, bounded). */
export function findJobPosting(blocks: readonly unknown[]): JsonObject | null {
  const visit = (value: unknown, depth: number): JsonObject | null => {
    if (depth > 8) return null;
    if (Array.isArray(value)) {
      for (const item of value) {
        const found = visit(item, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (!isObject(value)) return null;
    if (hasType(value, 'JobPosting')) return value;
    for (const child of Object.values(value)) {
      const found = visit(child, depth + 1);
      if (found) return found;
    }
    return null;
  };
  return visit(blocks, 0);
}

/** The text of a property that may be a string, a number, `{ name }`, `{ @value }` or a list. */
function textsOf(value: unknown): string[] {
  const texts: string[] = [];
  for (const item of asList(value)) {
    if (typeof item === 'string' && item.trim()) texts.push(item.trim());
    else if (typeof item === 'number') texts.push(String(item));
    else if (isObject(item)) {
      const text = item.name ?? item['@value'] ?? item.description;
      if (typeof text === 'string' && text.trim()) texts.push(text.trim());
    }
  }
  return texts;
}

function firstText(value: unknown): string | null {
  return textsOf(value)[0] ?? null;
}

function addressOf(address: unknown): string | null {
  if (typeof address === 'string') return address.trim() || null;
  if (!isObject(address)) return null;
  const parts = [address.addressLocality, address.addressRegion, address.addressCountry]
    .map((part) => firstText(part))
    .filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(', ') : null;
}

function locationOf(posting: JsonObject): string | null {
  const places = asList(posting.jobLocation)
    .map((place) =>
      isObject(place) ? (addressOf(place.address) ?? firstText(place)) : addressOf(place),
    )
    .filter((place): place is string => place !== null);
  const isRemote = asList(posting.jobLocationType).some(
    (type) => typeof type === 'string' && type.toUpperCase() === 'TELECOMMUTE',
  );
  const where = places.length > 0 ? [...new Set(places)].join('; ') : null;
  if (isRemote) return where ? `Remote (${where})` : 'Remote';
  return where;
}

/** schema.org credentialCategory values ("bachelor degree", "postgraduate degree", …). */
function degreeOfCredential(category: string): Degree | null {
  const text = category.toLowerCase();
  if (/doctor|ph\.?\s?d/.test(text)) return 'phd';
  if (/postgraduate|master|graduate degree/.test(text)) return 'master';
  if (/bachelor|undergraduate/.test(text)) return 'bachelor';
  if (text.includes('associate')) return 'associate';
  return null;
}

function monthsOf(value: unknown): number | null {
  for (const item of asList(value)) {
    if (!isObject(item)) continue;
    const months = Number(item.monthsOfExperience);
    if (Number.isFinite(months) && months > 0) return months;
  }
  return null;
}

/**
 * `validThrough` is a Date or DateTime ("2026-12-31", "2026-12-31T23:59:59+09:00"): the day as
 * written, in the posting's own zone, which is the day its readers are told. Anything that is not
 * a real calendar day is left out.
 */
function dayOf(value: unknown): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(firstText(value) ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDay = date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDay ? match[0].slice(0, 10) : null;
}

/** Flattens the JobPosting fields the engine reads. */
export function readJobPosting(posting: JsonObject): JobPostingLd {
  const credentials = asList(posting.educationRequirements).filter(isObject);
  const degrees = credentials
    .map((credential) => firstText(credential.credentialCategory))
    .filter((category): category is string => category !== null)
    .map(degreeOfCredential)
    .filter((degree): degree is Degree => degree !== null);
  return {
    title: firstText(posting.title),
    company: firstText(posting.hiringOrganization),
    location: locationOf(posting),
    description: firstText(posting.description),
    qualifications: textsOf(posting.qualifications),
    skills: textsOf(posting.skills),
    experience: asList(posting.experienceRequirements)
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .concat(
        asList(posting.experienceRequirements)
          .filter(isObject)
          .flatMap((item) => textsOf(item.description)),
      ),
    education: asList(posting.educationRequirements).filter(
      (item): item is string => typeof item === 'string' && item.trim() !== '',
    ),
    monthsOfExperience: monthsOf(posting.experienceRequirements),
    degree: degrees.sort((a, b) => DEGREES.indexOf(a) - DEGREES.indexOf(b))[0] ?? null,
    validThrough: dayOf(posting.validThrough),
    pay: payOfMonetaryAmount(posting.baseSalary) ?? payOfMonetaryAmount(posting.estimatedSalary),
  };
}
