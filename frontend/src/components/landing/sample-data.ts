/**
 * The sample shown on the landing page: one resume matched against one posting, and a
 * pipeline of applications. Static marketing data, but internally consistent — the total is
 * the weighted sum of the components, as the engine computes it.
 */

export interface ScoreComponent {
  key: string;
  label: string;
  /** Share of the total, in percent; the weights add up to 100. */
  weight: number;
  /** 0–100. */
  score: number;
  detail: string;
}

export interface MatchedTerm {
  term: string;
  kind: 'required' | 'preferred';
  /** The resume bullet the term was found in; `highlight` is the matched span. */
  evidence: { before: string; highlight: string; after: string };
  source: string;
}

export interface MissingTerm {
  term: string;
  kind: 'required' | 'preferred';
  note: string;
}

export const sampleJob = {
  title: 'Senior Frontend Engineer',
  company: 'Acme Robotics',
  location: 'Remote (EU)',
};

export const scoreComponents: ScoreComponent[] = [
  {
    key: 'required',
    label: 'Required skills',
    weight: 40,
    score: 88,
    detail: '7 of 8 must-haves found',
  },
  {
    key: 'preferred',
    label: 'Preferred skills',
    weight: 15,
    score: 67,
    detail: '2 of 3 nice-to-haves found',
  },
  { key: 'title', label: 'Job title', weight: 10, score: 100, detail: 'Senior Frontend Engineer' },
  {
    key: 'responsibilities',
    label: 'Responsibilities',
    weight: 20,
    score: 75,
    detail: '6 of 8 duties covered by bullets',
  },
  {
    key: 'experience',
    label: 'Experience & degree',
    weight: 15,
    score: 80,
    detail: '6 years against 5+ asked',
  },
];

export const totalScore = Math.round(
  scoreComponents.reduce((sum, component) => sum + (component.weight * component.score) / 100, 0),
);

export type ScoreBand = 'Strong match' | 'Good match' | 'Partial match' | 'Weak match';

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'Strong match';
  if (score >= 65) return 'Good match';
  if (score >= 45) return 'Partial match';
  return 'Weak match';
}

export const matchedTerms: MatchedTerm[] = [
  {
    term: 'TypeScript',
    kind: 'required',
    evidence: {
      before: 'Led the migration of a 40k-line React codebase to ',
      highlight: 'TypeScript',
      after: ', cutting production errors by 35%.',
    },
    source: 'Northwind · Frontend Lead · bullet 2',
  },
  {
    term: 'Accessibility',
    kind: 'required',
    evidence: {
      before: 'Brought the checkout flow to ',
      highlight: 'WCAG 2.2 AA',
      after: ' and added axe checks to CI.',
    },
    source: 'Northwind · Frontend Lead · bullet 4',
  },
  {
    term: 'GraphQL',
    kind: 'preferred',
    evidence: {
      before: 'Designed the ',
      highlight: 'GraphQL',
      after: ' schema shared by the web and mobile apps.',
    },
    source: 'Globex · Software Engineer · bullet 1',
  },
];

/** 7 of 8 must-haves and 2 of 3 nice-to-haves, as the components above say. */
export const matchedTermCount = 9;

export const missingTerms: MissingTerm[] = [
  {
    term: 'Kubernetes',
    kind: 'required',
    note: 'Required by the posting; no resume bullet mentions it.',
  },
];

export type PipelineStatus = 'draft' | 'ready' | 'applied' | 'interviewing' | 'offer' | 'accepted';

export interface PipelineCard {
  title: string;
  company: string;
  score: number;
  note: string;
}

export interface PipelineColumn {
  status: PipelineStatus;
  label: string;
  cards: PipelineCard[];
}

export const pipelineColumns: PipelineColumn[] = [
  {
    status: 'draft',
    label: 'Draft',
    cards: [
      { title: 'Data Engineer', company: 'Northwind Health', score: 58, note: 'Posting added' },
    ],
  },
  {
    status: 'ready',
    label: 'Ready',
    cards: [
      {
        title: 'Senior Frontend Engineer',
        company: 'Acme Robotics',
        score: 82,
        note: 'Resume tailored',
      },
    ],
  },
  {
    status: 'applied',
    label: 'Applied',
    cards: [
      { title: 'Platform Engineer', company: 'Globex', score: 77, note: 'Applied 3 days ago' },
      { title: 'Full-stack Developer', company: 'Initech', score: 71, note: 'Applied last week' },
    ],
  },
  {
    status: 'interviewing',
    label: 'Interviewing',
    cards: [
      { title: 'Staff Engineer', company: 'Umbrella Labs', score: 88, note: 'Onsite Thursday' },
    ],
  },
  {
    status: 'offer',
    label: 'Offer',
    cards: [{ title: 'Engineering Manager', company: 'Hooli', score: 79, note: 'Reply by Friday' }],
  },
  { status: 'accepted', label: 'Accepted', cards: [] },
];
