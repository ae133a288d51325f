/**
 * What a question on an application form asks about, when it is one of the questions forms ask
 * again and again. Two forms rarely word them alike ("What are your salary expectations?",
 * "Desired compensation"), so an earlier answer is found by what the question asks, not only by
 * its words.
 */

export const QUESTION_KINDS = [
  'salary',
  'work_authorization',
  'sponsorship',
  'start_date',
  'relocation',
  'work_arrangement',
  'why_company',
  'why_role',
  'about_you',
  'strengths',
  'weaknesses',
  'achievement',
  'challenge',
  'experience',
  'referral',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/**
 * Tried in this order, first match wins: the narrower kinds come before the ones whose words
 * they share ("Will you require visa sponsorship?" also says "visa", which the right to work
 * asks about; "Why do you want this role at our company?" is about the role).
 */
const PATTERNS: readonly (readonly [QuestionKind, RegExp])[] = [
  ['sponsorship', /\bsponsor(?:ship|ed|ing)?\b/u],
  [
    'work_authorization',
    /\b(?:(?:authori[sz]ed|eligible|entitled|permitted|legally able|allowed) to work|right to work|work (?:permit|authori[sz]ation|visa)|visa status|legally work|citizenship|citizen)\b/u,
  ],
  [
    'salary',
    /\b(?:salary|salaries|compensation|pay (?:expectation|range|requirement)|expected pay|desired pay|remuneration|(?:hourly|day|daily) rate|rate expectations?|wage|total rewards|ote)\b/u,
  ],
  [
    'start_date',
    /\b(?:start(?:ing)? date|when (?:can|could|would) you (?:start|join|begin)|earliest (?:date|start|availability)|notice period|available to (?:start|join|begin)|availability to (?:start|join|begin)|how soon)\b/u,
  ],
  ['relocation', /\b(?:relocat(?:e|ion|ing)|move to|moving to|willing to move)\b/u],
  [
    'work_arrangement',
    /\b(?:remote(?:ly)?|hybrid|on[- ]?site|in[- ]office|in the office|commut(?:e|ing)|travel(?:ling|ing)?|work from home|days a week in|shifts?|weekends?)\b/u,
  ],
  [
    'referral',
    /\b(?:how did you (?:hear|find|learn|come across)|where did you (?:hear|find|see|learn)|referr(?:ed|al)|who referred)\b/u,
  ],
  [
    'why_role',
    /\b(?:why (?:are you|you are|do you|you're)? ?(?:interested in|applying (?:for|to)|want) (?:this|the) (?:role|position|job|opportunity)|why (?:this|the) (?:role|position|job)|(?:interests?|excites?|attracts?|appeals?|draws?) you (?:about|to) (?:this|the) (?:role|position|job|opportunity))\b/u,
  ],
  [
    'why_company',
    /\b(?:why\b.{0,40}\b(?:work(?:ing)? (?:here|at|for|with us)|join(?:ing)?)\b|why (?:us|our company|this company|the company)\b|(?:interests?|excites?|attracts?|appeals?|draws?) you (?:about|to) (?:us|our|this company|the company|working (?:here|at|for|with))|what do you know about (?:us|our))|^why [^ ]+(?: [^ ]+)?\?*$/u,
  ],
  [
    'about_you',
    /\b(?:tell us (?:a (?:little|bit) )?about yourself|introduce yourself|describe yourself|about you\b|who are you|(?:short|brief) (?:bio|introduction)|elevator pitch)/u,
  ],
  [
    'weaknesses',
    /\b(?:weakness(?:es)?|areas? (?:of|for) (?:improvement|development|growth)|improve on)\b/u,
  ],
  [
    'strengths',
    /\b(?:strengths?|(?:what )?makes you (?:a (?:good|great|strong) (?:fit|candidate)|stand out|the right|unique)|why should we hire you|what (?:would|will|can) you bring)\b/u,
  ],
  [
    'achievement',
    /\b(?:achievements?|accomplishments?|proud(?:est)?|greatest success|biggest (?:win|success|impact))\b/u,
  ],
  [
    'challenge',
    /\b(?:challeng(?:e|es|ing)|difficult (?:situation|problem|decision|colleague|stakeholder)|conflicts?|disagree(?:d|ment)?|failures?|failed|mistakes?|setbacks?|obstacles?)\b/u,
  ],
  [
    'experience',
    /\b(?:years? of (?:professional |hands[- ]on |relevant )?experience|what (?:relevant )?experience|how many years|how long have you|experience (?:with|in|using)|level of (?:experience|proficiency)|proficien(?:t|cy) (?:with|in)|familiar(?:ity)? with|have you (?:ever )?(?:used|worked with|built))\b/u,
  ],
];

/** The kind of the question, or null when it reads as none of the common ones. */
export function questionKindOf(question: string): QuestionKind | null {
  // Curly apostrophes and runs of spaces as forms paste them, so the patterns see one spelling.
  const text = question
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc]/gu, "'")
    .replace(/\s+/gu, ' ');
  for (const [kind, pattern] of PATTERNS) if (pattern.test(text)) return kind;
  return null;
}
