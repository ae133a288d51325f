/**
 * The top of a resume, before its first section: name, headline, contact details and links.
 */
import type { JsonObject } from '../fields.js';
import { isAllCaps, type Line } from './lines.js';
import {
  EMAIL,
  PHONE,
  digitCount,
  findUrls,
  normalizeUrl,
  profileFromHandle,
  profileOf,
} from './urls.js';
import { looksLikeLocation, parseLocation } from './words.js';

/** Contact lines separate their parts with bars, dots, bullets, dashes or wide gaps. */
const CONTACT_SEPARATOR = /\s*[|·•◦▪∙]\s*|\s+[—–]\s+|\s+-\s+|\s{2,}|\t/;
const LABELLED =
  /^(e-?mail|mail|phone|tel|telephone|mobile|cell|linkedin|github|gitlab|twitter|website|web|homepage|portfolio|blog|site|location|address|based in)\s*:\s*(.+)$/i;
const NETWORK_LABEL = /^(linkedin|github|gitlab|twitter|dribbble|behance|kaggle)$/i;
const LINK_WORDS =
  /^(linkedin|github|gitlab|twitter|x|dribbble|behance|kaggle|medium|website|web|homepage|portfolio|blog|site|email|e-mail|phone|resume|cv)$/i;
const SKIPPED_TITLES = /^(resume|résumé|curriculum vitae|cv)$/i;
const SUMMARY_MIN_WORDS = 12;

export interface HeaderReading {
  basics: JsonObject;
  /** A paragraph found above the first section, used as the summary when there is no section for one. */
  summary?: string;
}

function toTitleCase(text: string): string {
  return text
    .toLowerCase()
    .replace(
      /(^|[\s'’-])(\p{L})/gu,
      (_m, before: string, letter: string) => before + letter.toUpperCase(),
    );
}

function hasContactData(text: string): boolean {
  return (
    EMAIL.test(text) ||
    findUrls(text, { bare: true }).length > 0 ||
    (PHONE.test(text) && digitCount(text) >= 7)
  );
}

class ContactCollector {
  readonly basics: JsonObject = {};
  private readonly profiles: JsonObject[] = [];

  addUrl(url: string): void {
    const profile = profileOf(url);
    if (profile) {
      if (!this.profiles.some((known) => known.url === url)) this.profiles.push(profile);
    } else if (this.basics.url === undefined) this.basics.url = url;
    else if (this.basics.url !== url && !this.profiles.some((known) => known.url === url)) {
      this.profiles.push({ network: new URL(url).hostname.replace(/^www\./, ''), url });
    }
  }

  /** One part of a contact line; false when it could not be placed. */
  addPart(part: string, urlsFromLinks: readonly string[]): boolean {
    let text = part.trim();
    const labelled = LABELLED.exec(text);
    const label = labelled?.[1]?.toLowerCase();
    if (labelled) text = (labelled[2] ?? '').trim();
    let placed = false;
    const email = EMAIL.exec(text);
    if (email) {
      if (this.basics.email === undefined) this.basics.email = email[0];
      text = text.replace(email[0], ' ').replace(/mailto:/i, ' ');
      placed = true;
    }
    for (const { written, url } of findUrls(text, { bare: true })) {
      this.addUrl(url);
      text = text.replace(written, ' ');
      placed = true;
    }
    text = text.trim();
    if (text === '') return placed;
    if (label !== undefined && NETWORK_LABEL.test(label) && /^@?[\w.-]+$/.test(text)) {
      const profile = profileFromHandle(label, text);
      if (!this.profiles.some((known) => known.network === profile.network))
        this.profiles.push(profile);
      return true;
    }
    const phone = PHONE.exec(text);
    if (phone && digitCount(phone[0]) >= 7 && digitCount(phone[0]) <= 15) {
      if (this.basics.phone === undefined) this.basics.phone = phone[0].trim();
      return true;
    }
    if (
      (label === 'location' ||
        label === 'address' ||
        label === 'based in' ||
        looksLikeLocation(text)) &&
      this.basics.location === undefined
    ) {
      this.basics.location = parseLocation(text);
      return true;
    }
    // The visible text of a Markdown link ("[LinkedIn](…)") says nothing the URL does not.
    if (LINK_WORDS.test(text) && urlsFromLinks.length > 0) return true;
    return placed;
  }

  finish(): JsonObject {
    if (this.profiles.length > 0) this.basics.profiles = this.profiles;
    return this.basics;
  }
}

/** Read the lines above the first section heading. */
export function readContactHeader(lines: readonly Line[], warnings: string[]): HeaderReading {
  const content = lines.filter((line) => line.kind !== 'blank' && !SKIPPED_TITLES.test(line.text));
  const collector = new ContactCollector();
  const basics = collector.basics;
  const summary: string[] = [];
  content.forEach((line, position) => {
    for (const url of line.urls) {
      const normalized = normalizeUrl(url);
      if (normalized !== undefined) collector.addUrl(normalized);
      else if (/^mailto:/i.test(url) && basics.email === undefined)
        basics.email = url.replace(/^mailto:/i, '');
    }
    const parts = line.text.split(CONTACT_SEPARATOR).filter((part) => part.trim() !== '');
    if (position === 0) {
      const [first = line.text, ...rest] = parts;
      if (!hasContactData(first)) {
        basics.name = isAllCaps(first) ? toTitleCase(first) : first;
        for (const part of rest) placeOrWarn(part, line);
        return;
      }
    }
    if (!hasContactData(line.text)) {
      const words = line.text.split(/\s+/).length;
      if (words >= SUMMARY_MIN_WORDS) {
        summary.push(line.text);
        return;
      }
      if (
        basics.label === undefined &&
        position <= 2 &&
        !looksLikeLocation(line.text) &&
        words <= 12
      ) {
        basics.label = line.text;
        return;
      }
    }
    for (const part of parts) placeOrWarn(part, line);
  });

  function placeOrWarn(part: string, line: Line): void {
    if (!collector.addPart(part, line.urls)) {
      warnings.push(
        `Line ${line.number}: could not place “${part.trim()}” from the contact details.`,
      );
    }
  }

  const result = collector.finish();
  if (typeof result.name !== 'string')
    warnings.push('No name found: the first line of the resume should be the name.');
  return summary.length > 0 ? { basics: result, summary: summary.join(' ') } : { basics: result };
}
