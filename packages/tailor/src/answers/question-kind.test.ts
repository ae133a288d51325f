import { describe, expect, it } from 'vitest';
import { type QuestionKind, questionKindOf } from './question-kind.js';

const ASKED: Record<QuestionKind, readonly string[]> = {
  salary: [
    'What are your salary expectations?',
    'Desired compensation',
    'What is your expected pay range for this role?',
    'Your day rate (EUR)',
  ],
  work_authorization: [
    'Are you legally authorized to work in the United States?',
    'Do you have the right to work in the UK?',
    'What is your current visa status?',
    'Are you eligible to work in Germany?',
  ],
  sponsorship: [
    'Will you now or in the future require visa sponsorship?',
    'Do you need us to sponsor a work visa?',
  ],
  start_date: [
    'When can you start?',
    'What is your notice period?',
    'Earliest start date',
    'How soon could you join?',
  ],
  relocation: ['Are you willing to relocate to Berlin?', 'Would you consider relocation?'],
  work_arrangement: [
    'This role is hybrid, three days a week in the office. Does that work for you?',
    'Are you able to work on-site in Austin?',
    'Are you willing to travel up to 25%?',
  ],
  why_company: [
    'Why do you want to work here?',
    'Why do you want to join Acme?',
    'What interests you about working at Northwind?',
    'Why Acme?',
    'Why us?',
  ],
  why_role: [
    'Why are you interested in this position?',
    'What excites you about this role?',
    'Why do you want this job?',
  ],
  about_you: ['Tell us about yourself', 'Please introduce yourself in a few sentences'],
  strengths: ['What are your greatest strengths?', 'What makes you a good fit for this team?'],
  weaknesses: ['What is your biggest weakness?', 'What is an area of improvement for you?'],
  achievement: [
    'Describe an accomplishment you are proud of',
    'What is your greatest achievement?',
  ],
  challenge: [
    'Tell us about a time you faced a difficult situation at work',
    'Describe a conflict with a colleague and how you resolved it',
    'Tell us about a failure and what you learned',
  ],
  experience: [
    'How many years of experience do you have with Python?',
    'Describe your experience with Kubernetes',
    'Have you worked with PostgreSQL in production?',
  ],
  referral: ['How did you hear about this job?', 'Were you referred by an employee?'],
};

describe('questionKindOf', () => {
  for (const [kind, questions] of Object.entries(ASKED))
    for (const question of questions)
      it(`reads "${question}" as ${kind}`, () => {
        expect(questionKindOf(question)).toBe(kind);
      });

  it('reads a question forms seldom ask as no kind', () => {
    expect(questionKindOf('What is your favourite data structure and why?')).toBeNull();
    expect(questionKindOf('LinkedIn profile')).toBeNull();
    expect(questionKindOf('')).toBeNull();
  });

  it('reads curly apostrophes and runs of spaces as typed ones', () => {
    expect(questionKindOf('What’s   your\nnotice period?')).toBe('start_date');
  });

  it('is the narrower kind when a question says the words of two', () => {
    expect(questionKindOf('Do you require sponsorship for a work visa?')).toBe('sponsorship');
    expect(questionKindOf('Why do you want this role at our company?')).toBe('why_role');
  });
});
