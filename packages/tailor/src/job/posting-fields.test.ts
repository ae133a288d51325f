import { describe, expect, it } from 'vitest';
import { preferenceRanges } from './cues.js';
import { lowestDegreeIn } from './degree.js';
import { yearsIn } from './experience.js';
import { classifyHeading } from './sections.js';
import { seniorityOf } from './seniority.js';

describe('yearsIn', () => {
  it.each([
    ['5+ years of experience with Go', 5],
    ['3-5 years of professional experience', 3],
    ['3 to 5 years building APIs', 3],
    ['At least two years of experience', 2],
    ['Minimum of four years of professional Java development experience', 4],
    ['Five or more years in data engineering', 5],
    ['2+ yrs with React', 2],
    ['At least 1 year of experience working with data', 1],
    ['At least a year of experience in support', 1],
    ['7+ years of frontend experience, of which 2+ in a lead role', 7],
    ['5+ years of experience, including at least 2 years writing Go', 5],
    ['You have built services in Go for at least three years', 3],
  ])('%s → %d', (line, years) => {
    expect(yearsIn([line])).toBe(years);
  });

  it.each([
    'We were founded 10 years ago',
    'Our platform grew 3x over the last 2 years',
    'Revenue doubled in the past 5 years',
    'Plan for the next 3 years of growth',
    'The company is 12 years old',
    '30 days of holiday and a 13th month',
  ])('ignores "%s"', (line) => {
    expect(yearsIn([line])).toBeNull();
  });

  it('takes the largest headline number across lines', () => {
    expect(yearsIn(['6+ years of Python', '3+ years of experience with Spark'])).toBe(6);
  });
});

describe('lowestDegreeIn', () => {
  it.each([
    ["Bachelor's degree in Computer Science", 'bachelor'],
    ['BS/MS in Computer Science or equivalent experience', 'bachelor'],
    ['Currently pursuing a BS or MS in Robotics', 'bachelor'],
    ['MSc or PhD in a quantitative field', 'master'],
    ["Master's degree required; PhD preferred", 'master'],
    ['PhD in Machine Learning', 'phd'],
    ['Ph.D. in physics', 'phd'],
    ["Associate's degree or higher", 'associate'],
    ['A degree in a numerate subject, or equivalent experience', 'bachelor'],
    ['Four-year college degree', 'bachelor'],
    ['MBA preferred', 'master'],
  ])('%s → %s', (line, degree) => {
    expect(lowestDegreeIn([line])).toBe(degree);
  });

  it.each([
    'No degree required',
    'A degree is not required',
    'Advanced MS Office and MS Excel skills',
    'A high degree of autonomy',
    'Master the art of debugging',
  ])('finds no degree in "%s"', (line) => {
    expect(lowestDegreeIn([line])).toBeNull();
  });
});

describe('seniorityOf', () => {
  it.each([
    ['Software Engineering Intern', 'intern'],
    ['Graduate Intern, Data', 'intern'],
    ['Junior Data Analyst', 'junior'],
    ['Associate Product Manager', 'junior'],
    ['.NET Developer (Mid-level)', 'mid'],
    ['Software Engineer II', 'mid'],
    ['Software Engineer III', 'senior'],
    ['Sr. Backend Engineer', 'senior'],
    ['Senior iOS Engineer', 'senior'],
    ['Staff Infrastructure Engineer', 'lead'],
    ['Senior Staff Engineer', 'lead'],
    ['Tech Lead - Frontend', 'lead'],
    ['Engineering Manager, Payments', 'lead'],
    ['Principal Engineer', 'principal'],
    ['Head of Data', 'principal'],
    ['Data Engineer', null],
    ['Product Manager', null],
  ])('%s → %s', (title, seniority) => {
    expect(seniorityOf(title)).toBe(seniority);
  });
});

describe('classifyHeading', () => {
  it.each([
    ['Requirements', 'requirements'],
    ['Minimum qualifications:', 'requirements'],
    ["What you'll need", 'requirements'],
    ['What we’re looking for', 'requirements'],
    ['You have', 'requirements'],
    ['About you', 'requirements'],
    ['Must haves', 'requirements'],
    ['Nice to have', 'niceToHave'],
    ['Preferred Qualifications', 'niceToHave'],
    ['Bonus points', 'niceToHave'],
    ['Pluses', 'niceToHave'],
    ['Extra credit:', 'niceToHave'],
    ['It would be great if you also have', 'niceToHave'],
    ['Responsibilities', 'responsibilities'],
    ["What you'll do", 'responsibilities'],
    ['The role', 'responsibilities'],
    ['Your impact', 'responsibilities'],
    ['Tech stack', 'stack'],
    ['Benefits', 'benefits'],
    ['Why join us', 'benefits'],
    ['About us', 'about'],
    ['About Acme', 'about'],
    ['How to apply', 'other'],
    ['Equal opportunity employer', 'other'],
    ['Senior Backend Engineer', null],
  ])('%s → %s', (heading, kind) => {
    expect(classifyHeading(heading)).toBe(kind);
  });
});

describe('preferenceRanges', () => {
  const preferred = (line: string): string[] =>
    preferenceRanges(line).map(([start, end]) => line.slice(start, end).trim());

  it('marks a clause that calls itself a plus', () => {
    expect(preferred('Experience with Redis is a plus')).toEqual([
      'Experience with Redis is a plus',
    ]);
    expect(preferred('Strong English; Dutch is a plus')).toEqual(['Dutch is a plus']);
    expect(preferred('Python (Go is a plus)')).toEqual(['Go is a plus']);
    expect(preferred('4+ years of Java (Java 17 or later preferred)')).toEqual([
      'Java 17 or later preferred',
    ]);
    expect(preferred('Java knowledge is an advantage')).toEqual(['Java knowledge is an advantage']);
  });

  it('marks what follows "ideally" or "preferably" up to the next comma', () => {
    expect(preferred('A relational database, ideally PostgreSQL, and writing SQL by hand')).toEqual(
      ['ideally PostgreSQL'],
    );
    expect(preferred('A BI tool, ideally Looker (LookML)')).toEqual(['ideally Looker (LookML)']);
    expect(preferred('Git and CI (we use Xcode Cloud and Fastlane)')).toEqual([
      'we use Xcode Cloud and Fastlane',
    ]);
  });

  it('leaves plain requirements alone', () => {
    expect(preferred('5+ years with Go, e.g. services and CLIs')).toEqual([]);
    expect(preferred('Python plus SQL')).toEqual([]);
  });
});
