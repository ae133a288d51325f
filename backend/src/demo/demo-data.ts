/** The demo account's content: one resume, and jobs at different stages of the pipeline. */
import type { CaseStatus } from '@resume-agent/case-contract';

export const DEMO_EMAIL = 'demo@resume-agent.dev';
export const DEMO_PASSWORD = 'try-the-demo';

export const DEMO_RESUME = {
  basics: {
    name: 'Sam Rivera',
    label: 'Senior Full-Stack Engineer',
    email: 'sam.rivera@example.com',
    phone: '+1 555 0142',
    url: 'https://sam-rivera.example.com',
    summary:
      'Full-stack engineer with 8 years of experience shipping TypeScript products on React, Node.js and PostgreSQL, from first prototype to millions of users.',
    location: { city: 'Austin', region: 'TX', countryCode: 'US' },
  },
  work: [
    {
      name: 'Lumen Health',
      position: 'Senior Software Engineer',
      startDate: '2021-04',
      summary: 'Patient scheduling platform used by 400 clinics.',
      highlights: [
        'Led the rewrite of the booking flow in React and TypeScript, raising completed bookings by 18%',
        'Designed a Node.js and PostgreSQL scheduling service handling 3 million appointments a month',
        'Introduced GraphQL with Apollo, replacing 40 REST endpoints used by the web and mobile apps',
        'Moved deployments to Kubernetes on AWS with Terraform, cutting release time from hours to minutes',
        'Mentored four engineers and ran the frontend guild',
      ],
    },
    {
      name: 'Parcelly',
      position: 'Software Engineer',
      startDate: '2018-01',
      endDate: '2021-03',
      highlights: [
        'Built the shipment tracking dashboard in React and Redux',
        'Wrote Python data pipelines feeding delivery-time predictions',
        'Added end-to-end tests with Playwright and CI on GitHub Actions',
      ],
    },
    {
      name: 'Studio Nine',
      position: 'Web Developer',
      startDate: '2016-06',
      endDate: '2017-12',
      highlights: [
        'Delivered 20 client websites with JavaScript, HTML and CSS',
        'Introduced accessibility reviews (WCAG 2.1)',
      ],
    },
  ],
  education: [
    {
      institution: 'University of Texas at Austin',
      area: 'Computer Science',
      studyType: 'Bachelor',
      startDate: '2012',
      endDate: '2016',
    },
  ],
  skills: [
    {
      name: 'Frontend',
      keywords: ['React', 'TypeScript', 'Next.js', 'Redux', 'CSS', 'Accessibility'],
    },
    { name: 'Backend', keywords: ['Node.js', 'PostgreSQL', 'GraphQL', 'Python', 'REST'] },
    {
      name: 'Infrastructure',
      keywords: ['AWS', 'Kubernetes', 'Docker', 'Terraform', 'GitHub Actions'],
    },
  ],
  projects: [
    {
      name: 'open-slots',
      description: 'An open-source calendar availability library for Node.js.',
      highlights: ['1,200 GitHub stars; used by three scheduling startups'],
      keywords: ['TypeScript', 'Node.js'],
    },
  ],
};

/** When something happened in the demo's story: days before the seed, fractions for hours. */
export interface DemoMoment {
  daysAgo: number;
}

/** One thing the job seeker did with an application, in the order of the story. */
export type DemoStep = DemoMoment &
  (
    | { move: CaseStatus; note?: string }
    | { note: string }
    /** A follow-up set for this many days from the seed's day (negative: already overdue). */
    | { followUpInDays: number }
    | { interview: DemoInterview }
    | { contact: DemoContact }
    /** A question the application's form asked, answered or to answer later. */
    | { answer: { question: string; answer?: string } }
    | { offer: DemoOffer }
    | { task: DemoTask }
  );

/** A step to take: due this many days from the seed's day (none: no day), done or still open. */
export interface DemoTask {
  title: string;
  dueInDays?: number;
  done?: boolean;
}

/** An interview this many days from the seed's day (negative: it took place), at a UTC time. */
export interface DemoInterview {
  inDays: number;
  /** HH:MM, UTC: the app shows it in the visitor's own time zone. */
  atUtc: string;
  durationMinutes: number;
  title: string;
  location: string;
}

/** A person of the application; last reached this many days from the seed's day. */
export interface DemoContact {
  name: string;
  role: string;
  email?: string;
  phone?: string;
  profileUrl?: string;
  notes?: string;
  lastContactedInDays: number;
}

/**
 * An offer written down. Its days are weekdays, as offers name them: the first on the
 * `startsOn.weekday` at least `startsOn.inDays` from the seed's day (see `weekdayFrom`).
 */
export interface DemoOffer {
  currency: string;
  baseAmount: number;
  period: 'year';
  signingBonus?: number;
  yearlyBonus?: number;
  equity?: string;
  notes?: string;
  startsOn: DemoWeekday;
  respondBy: DemoWeekday;
}

/** 0 is Sunday, as Date.getUTCDay counts. */
export interface DemoWeekday {
  weekday: number;
  inDays: number;
}

/** The first `weekday` on or after `day` + `inDays` (days as YYYY-MM-DD). */
export function weekdayFrom(day: string, { weekday, inDays }: DemoWeekday): string {
  const from = new Date(`${day}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() + inDays);
  from.setUTCDate(from.getUTCDate() + ((weekday - from.getUTCDay() + 7) % 7));
  return from.toISOString().slice(0, 10);
}

export interface DemoJob extends DemoMoment {
  description: string;
  url?: string;
  /** The last day to apply, this many days from the seed's day. */
  applyByInDays?: number;
  /** The application's story; none: the job was only saved. */
  application?: {
    /**
     * Tailored (resume and cover letter drafted) or only started as a draft, and when; where the
     * job was found, set at the start.
     */
    start: DemoMoment & { tailor: boolean; source?: string };
    steps?: DemoStep[];
  };
}

/** Applications a week the demo's job seeker means to send: the dashboard's weekly card. */
export const DEMO_WEEKLY_GOAL = 5;

/** When the account was made and its resume imported: before every job. */
export const DEMO_SIGN_UP: DemoMoment = { daysAgo: 30 };
export const DEMO_RESUME_IMPORT: DemoMoment = { daysAgo: 29.98 };

/** Newest first, as the jobs page lists them; `daysAgo` of a job is when it was added. */
export const DEMO_JOBS: DemoJob[] = [
  {
    daysAgo: 1,
    description: `Staff Software Engineer, Platform
Tallyho Logistics — Austin, TX

What you'll do
- Own our Kubernetes platform and developer tooling
- Lead design reviews across teams

Requirements
- 8+ years of software engineering experience
- Kubernetes, Terraform and AWS
- Python or Go

Nice to have
- Rust

Compensation
- $185,000 – $220,000 a year, plus equity`,
    applyByInDays: 12,
    application: {
      start: { daysAgo: 0.99, tailor: true, source: 'LinkedIn' },
      // The first two were answered on earlier forms: the application page offers those answers again.
      steps: [
        { daysAgo: 0.9, answer: { question: 'What are your salary expectations?' } },
        {
          daysAgo: 0.89,
          answer: { question: 'Are you authorized to work in the US without sponsorship?' },
        },
        // Answered nowhere yet: the resume and the posting can draft it.
        { daysAgo: 0.88, answer: { question: 'Why are you interested in this role?' } },
        // Someone there to ask for a referral before applying: "Write an e-mail" drafts it.
        {
          daysAgo: 0.87,
          contact: {
            name: 'Maya Ortiz',
            role: 'Staff engineer at Tallyho, former teammate at Parcelly',
            email: 'maya.ortiz@tallyho.example',
            notes: 'Worked together at Parcelly; moved to Tallyho last year.',
            lastContactedInDays: -45,
          },
        },
      ],
    },
  },
  {
    daysAgo: 3,
    description: `Machine Learning Engineer
Quanta AI — San Francisco, CA

Requirements
- Python
- PyTorch
- Experience deploying models to production

Nice to have
- Kubernetes

The salary range for this role is $170,000 - $210,000.`,
    applyByInDays: 4,
  },
  {
    daysAgo: 9,
    description: `Full Stack Engineer, Payments
Northwind Bank — New York, NY (hybrid)

Requirements
- Node.js and TypeScript services in production
- PostgreSQL
- Kafka
- Experience with PCI DSS compliance

Nice to have
- Go
- Kubernetes

Base salary: $150,000 to $175,000 per year.`,
    application: {
      start: { daysAgo: 8.99, tailor: true, source: 'LinkedIn' },
      steps: [
        // The agency recruiter of the Cobalt Games application again: one person on the
        // People page, with both applications.
        {
          daysAgo: 8.5,
          contact: {
            name: 'Dana Brooks',
            role: 'Agency recruiter, Hirewell',
            email: 'dana.brooks@hirewell.example',
            notes: 'Put me forward to the payments team; calls after each round.',
            lastContactedInDays: -8,
          },
        },
        { daysAgo: 8, move: 'applied' },
        // A week after applying, which has passed: the dashboard shows it overdue.
        { daysAgo: 7.99, followUpInDays: -1 },
      ],
    },
  },
  {
    daysAgo: 16,
    description: `Senior Frontend Engineer
Brightwave — Remote (US)

About us
Brightwave builds learning tools for 2 million students.

Requirements
- 5+ years of experience building web applications with React and TypeScript
- Experience with GraphQL and Apollo Client
- Strong CSS and accessibility skills

Nice to have
- Next.js
- Playwright`,
    url: 'https://careers.brightwave.example/jobs/frontend',
    application: {
      start: { daysAgo: 15.99, tailor: true, source: 'Company website' },
      steps: [
        { daysAgo: 15.98, move: 'ready' },
        {
          daysAgo: 15.03,
          answer: {
            question: 'Desired compensation',
            answer:
              '$165,000 to $180,000 base, depending on the whole package (equity, benefits). Happy to talk it through.',
          },
        },
        {
          daysAgo: 15.02,
          answer: {
            question: 'Will you now or in the future require visa sponsorship?',
            answer: 'No.',
          },
        },
        {
          daysAgo: 15.01,
          answer: {
            question: 'Tell us about a project you are proud of.',
            answer:
              'open-slots, an open-source availability library for Node.js I started to solve our own clinic scheduling: 1,200 GitHub stars and used by three scheduling startups. I kept its API small and wrote the docs first, which is why others could adopt it without asking me.',
          },
        },
        { daysAgo: 15, move: 'applied' },
        { daysAgo: 6, move: 'interviewing', note: 'Recruiter reached out; screening call booked.' },
        {
          daysAgo: 5.995,
          contact: {
            name: 'Priya Raman',
            role: 'Recruiter',
            email: 'priya.raman@brightwave.example',
            phone: '+1 555 0187',
            profileUrl: 'https://www.linkedin.com/in/priya-raman-example',
            notes: 'Prefers e-mail; shares feedback within two days of each round.',
            lastContactedInDays: -2,
          },
        },
        {
          daysAgo: 5.99,
          interview: {
            inDays: -3,
            atUtc: '16:00',
            durationMinutes: 30,
            title: 'Recruiter screening call',
            location: 'Phone: the recruiter calls',
          },
        },
        {
          daysAgo: 2,
          note: 'Recruiter call went well; technical interview with the design systems team next.',
        },
        {
          daysAgo: 1.995,
          interview: {
            inDays: 3,
            atUtc: '15:00',
            durationMinutes: 60,
            title: 'Technical interview with the design systems team',
            location: 'https://meet.example.com/brightwave-design-systems',
          },
        },
        { daysAgo: 1.99, followUpInDays: 2 },
        {
          daysAgo: 1.985,
          task: { title: 'Send the design system case study', dueInDays: 0, done: true },
        },
        {
          daysAgo: 1.98,
          task: { title: 'Rehearse the accessibility audit story', dueInDays: 2 },
        },
        { daysAgo: 1.975, task: { title: 'Ask Priya what the team ships on', dueInDays: 1 } },
      ],
    },
  },
  {
    daysAgo: 21,
    description: `Senior Product Engineer
Fernleaf — Remote (Americas)

Requirements
- React, TypeScript and Node.js
- PostgreSQL
- Product sense: you talk to customers

Nice to have
- Next.js
- Stripe

Pay: $140K–$160K`,
    application: {
      start: { daysAgo: 20.99, tailor: true, source: 'LinkedIn' },
      steps: [
        {
          daysAgo: 20.93,
          answer: {
            question: 'Why do you want to work at Fernleaf?',
            answer:
              'Fernleaf builds for small teams the way I like to work: product and engineering side by side, shipping weekly. I want to bring my React and Node.js experience to a product people open every day.',
          },
        },
        {
          daysAgo: 20.92,
          answer: {
            question: 'What are your salary expectations?',
            answer:
              '$165,000 to $180,000 base, depending on the whole package (equity, benefits). Happy to talk it through.',
          },
        },
        {
          daysAgo: 20.91,
          answer: {
            question: 'Are you legally authorized to work in the United States?',
            answer: 'Yes. I am a US citizen and do not need sponsorship.',
          },
        },
        { daysAgo: 20.9, move: 'applied' },
        { daysAgo: 13, move: 'interviewing', note: 'Intro call with the head of product.' },
        {
          daysAgo: 12.995,
          contact: {
            name: 'Marcus Chen',
            role: 'Head of product, hiring manager',
            email: 'marcus@fernleaf.example',
            notes: 'The offer came from him; he answers within a day.',
            lastContactedInDays: -1,
          },
        },
        {
          daysAgo: 12.99,
          interview: {
            inDays: -7,
            atUtc: '17:00',
            durationMinutes: 90,
            title: 'Pairing on a small feature',
            location: 'https://meet.example.com/fernleaf-pairing',
          },
        },
        { daysAgo: 6.5, note: 'Paired on a small feature with two engineers; good team.' },
        { daysAgo: 1.2, move: 'offer', note: 'Offer received: decide by Friday.' },
        {
          daysAgo: 1.195,
          offer: {
            currency: 'USD',
            baseAmount: 152_000,
            period: 'year',
            signingBonus: 10_000,
            yearlyBonus: 15_200,
            equity: '0.05% in options over 4 years, 1-year cliff',
            notes:
              'Remote with a yearly team week; 25 days off. Ask whether the bonus is guaranteed in year one.',
            // A Monday about a month out; "decide by Friday", within the week.
            startsOn: { weekday: 1, inDays: 28 },
            respondBy: { weekday: 5, inDays: 1 },
          },
        },
        { daysAgo: 1.19, followUpInDays: 5 },
        { daysAgo: 1.185, task: { title: 'Ask whether the bonus is guaranteed', dueInDays: 1 } },
        { daysAgo: 1.18, task: { title: 'Compare the offer with Levels.fyi data' } },
      ],
    },
  },
  {
    daysAgo: 23,
    description: `Software Engineer, Developer Tools
Corvid Labs — Remote (US)

Requirements
- TypeScript and Node.js
- React
- PostgreSQL

Nice to have
- GraphQL
- Kubernetes`,
    url: 'https://jobs.corvid.example/developer-tools',
    application: {
      start: { daysAgo: 22.99, tailor: true, source: 'Referral' },
      steps: [
        {
          daysAgo: 22.98,
          contact: {
            name: 'Jordan Lee',
            role: 'Referral',
            email: 'jordan.lee@corvid.example',
            notes: 'Former teammate; passed my resume to the hiring manager.',
            lastContactedInDays: -23,
          },
        },
        { daysAgo: 22.5, move: 'applied', note: 'Applied with a referral from Jordan.' },
      ],
    },
  },
  {
    daysAgo: 25,
    description: `Software Engineer II
Cobalt Games — Seattle, WA

Requirements
- C++
- Unreal Engine
- 3+ years of game development

Nice to have
- Python`,
    application: {
      start: { daysAgo: 24.99, tailor: false, source: 'LinkedIn' },
      steps: [
        {
          daysAgo: 24.95,
          contact: {
            name: 'Dana Brooks',
            role: 'Agency recruiter, Hirewell',
            email: 'dana.brooks@hirewell.example',
            phone: '+1 555 0142',
            profileUrl: 'https://www.linkedin.com/in/dana-brooks-example',
            notes: 'Reached out on LinkedIn; works with games and fintech teams.',
            lastContactedInDays: -11,
          },
        },
        { daysAgo: 24.9, move: 'applied' },
        { daysAgo: 11, move: 'rejected', note: 'Form rejection: they want shipped Unreal titles.' },
      ],
    },
  },
];
