import { describe, expect, it } from 'vitest';
import { sortResumes } from './sort-resumes';

describe('sortResumes', () => {
  it('puts the base resume first and keeps the order of the others', () => {
    const resumes = [
      { id: 'a', isBase: false },
      { id: 'b', isBase: false },
      { id: 'c', isBase: true },
    ];
    expect(sortResumes(resumes).map((resume) => resume.id)).toEqual(['c', 'a', 'b']);
    expect(resumes[0]?.id).toBe('a');
  });
});
