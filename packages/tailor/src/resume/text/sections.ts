/** Section headings: which JSON Resume section a heading such as "Work Experience" opens. */

export type SectionKey =
  | 'summary'
  | 'work'
  | 'volunteer'
  | 'projects'
  | 'education'
  | 'skills'
  | 'certificates'
  | 'awards'
  | 'publications'
  | 'languages'
  | 'interests'
  | 'references';

/**
 * Checked in order, so the more specific wins: "Volunteer Experience" is volunteering, not
 * work; "Programming Languages" is skills, not spoken languages; "Education & Certifications"
 * is education.
 */
const HEADING_PATTERNS: readonly [RegExp, SectionKey][] = [
  [
    /^(professional |career |executive )?(summary|profile|overview|objective)( of qualifications)?$|^about( me)?$|^personal (statement|profile)$|^(career|professional) (summary|objective|profile)$|^highlights$/,
    'summary',
  ],
  [/\bvolunteer(ing)?\b|\bcommunity\b/, 'volunteer'],
  [/\b(experience|employment|work history|career history|positions|work)\b/, 'work'],
  [/\beducation\b|\bacademic\b|\bdegrees?\b|\bstudies\b/, 'education'],
  [/\bprojects?\b|\bopen source\b|\bportfolio\b/, 'projects'],
  [
    /\bskills?\b|\btechnolog(y|ies)\b|\btools\b|\bframeworks?\b|\bprogramming\b|\btech stack\b|\bcompetenc(e|ies)\b|\bexpertise\b|\bstrengths\b/,
    'skills',
  ],
  [/\bcertific(ates?|ations?)\b|\blicen[cs]es?\b|\btraining\b|\bcredentials\b/, 'certificates'],
  [/\bawards?\b|\bhono(u)?rs?\b|\bachievements?\b|\bscholarships?\b/, 'awards'],
  [/\bpublications?\b|\bpapers\b|\btalks\b|\bpresentations\b|\bpatents?\b/, 'publications'],
  [/\blanguages?\b/, 'languages'],
  [/\binterests?\b|\bhobbies\b/, 'interests'],
  [/\breferences?\b/, 'references'],
];

const MAX_HEADING_WORDS = 5;

/**
 * A plain line ("Experience", "Technical Skills") counts as a heading only when every word is a
 * heading word: "Community Manager" or "Open Source Tools Ltd" stay content.
 */
const HEADING_WORDS = new Set(
  (
    'about activities additional academic achievements and awards background career certificates certifications ' +
    'community competencies contributions core credentials degrees education employment experience expertise highlights ' +
    'history hobbies honors honours industry interests key language languages leadership licences licenses ' +
    'me objective of open other overview papers patents personal presentations professional profile ' +
    'programming projects publications qualifications recent references relevant research scholarships ' +
    'selected side skills source spoken stack statement strengths summary talks teaching tech technical ' +
    'technologies tools training volunteer volunteering work'
  ).split(' '),
);

/** Lower case, `&` as `and`, punctuation dropped: "Licenses & Certifications:" → "licenses and certifications". */
function normalizeHeading(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The section a heading opens, or null when it names none we know. A Markdown heading is
 * explicit and only needs to name a section; any other line — plain, bold or in capitals —
 * must also be made of heading words only, so "Volunteer Mentor" or "OPEN SOURCE SOFTWARE LTD"
 * stay content.
 */
export function matchSectionHeading(
  text: string,
  options: { markdown?: boolean } = {},
): SectionKey | null {
  // "Languages: English, German" is content with a label, not a heading; "Maintainer — Open
  // Source" or "Awards 2021" are entry headings.
  if (/:\s*\S/.test(text) || /[|—–@\d]|\s-\s/.test(text)) return null;
  const heading = normalizeHeading(text);
  const words = heading.split(' ');
  if (heading === '' || words.length > MAX_HEADING_WORDS) return null;
  if (options.markdown !== true && !words.every((word) => HEADING_WORDS.has(word))) return null;
  for (const [pattern, key] of HEADING_PATTERNS) if (pattern.test(heading)) return key;
  return null;
}
