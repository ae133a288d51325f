import { describe, expect, it } from 'vitest';
import {
  BAND_LABELS,
  BAND_TONES,
  capNotice,
  categoryLabel,
  clampScore,
  degreeLabel,
  describeScoreDelta,
  formatPercent,
  formatPoints,
  formatScoreDelta,
  headlineExplanation,
  pointsOfWeight,
  scoreAccessibleText,
  sectionLabel,
  seniorityLabel,
  yearsLabel,
} from './match-format';

describe('scoreAccessibleText', () => {
  it('says the score out of 100 and the band word', () => {
    expect(scoreAccessibleText(78, 'good')).toBe('Match 78 of 100, good');
  });

  it('rounds and clamps odd scores', () => {
    expect(scoreAccessibleText(101.4, 'strong')).toBe('Match 100 of 100, strong');
    expect(clampScore(-3)).toBe(0);
    expect(clampScore(Number.NaN)).toBe(0);
  });
});

describe('band presentation', () => {
  it('labels and colours every band', () => {
    for (const band of ['strong', 'good', 'fair', 'weak'] as const) {
      expect(BAND_LABELS[band]).toMatch(/ match$/);
      expect(BAND_TONES[band].pill).not.toBe('');
      expect(BAND_TONES[band].stroke).toMatch(/^stroke-/);
    }
  });
});

describe('numbers', () => {
  it('formats a share as a whole percentage, clamped to 0–100', () => {
    expect(formatPercent(0.754)).toBe('75%');
    expect(formatPercent(1.2)).toBe('100%');
    expect(formatPercent(-1)).toBe('0%');
  });

  it('formats points with at most one decimal', () => {
    expect(formatPoints(32.456)).toBe('32.5');
    expect(formatPoints(45)).toBe('45');
    expect(formatPoints(-0.01)).toBe('0');
    expect(pointsOfWeight(32.456, 45)).toBe('32.5 of 45 points');
  });

  it('signs a score difference with a real minus sign', () => {
    expect(formatScoreDelta(86, 78)).toBe('+8');
    expect(formatScoreDelta(70, 73)).toBe('\u22123');
    expect(formatScoreDelta(70, 70)).toBe('\u00b10');
  });

  it('describes a score difference in words', () => {
    expect(describeScoreDelta(86, 78)).toBe('8 points higher than the base resume');
    expect(describeScoreDelta(72, 73)).toBe('1 point lower than the base resume');
    expect(describeScoreDelta(5, 5)).toBe('the same as the base resume');
  });
});

describe('capNotice', () => {
  it('says what capped the score and what it would have been', () => {
    expect(capNotice({ cap: 79, uncapped: 86 })).toBe(
      'Capped at 79 because must-haves are missing; would be 86.',
    );
    expect(capNotice({ cap: 79, uncapped: 86 }, 1)).toBe(
      'Capped at 79 because a must-have is missing; would be 86.',
    );
  });
});

describe('headlineExplanation', () => {
  it('drops the sentences that repeat the score and the components', () => {
    const explanation = [
      'Good match: 72/100.',
      'Missing must-haves (Kubernetes) cap the score at 79; without them it would be 83.',
      'Required skills (30/45): 6 of 9 required skills shown.',
      'Job title (10/10): matches.',
      'Your master resume shows Go, which this version leaves out.',
    ];
    expect(headlineExplanation(explanation, ['Required skills', 'Job title'])).toEqual([
      'Missing must-haves (Kubernetes) cap the score at 79; without them it would be 83.',
      'Your master resume shows Go, which this version leaves out.',
    ]);
  });
});

describe('labels', () => {
  it('names seniorities, degrees, years and categories for people', () => {
    expect(seniorityLabel('mid')).toBe('Mid-level');
    expect(seniorityLabel('staff')).toBe('Staff');
    expect(degreeLabel('bachelor')).toBe("Bachelor's degree");
    expect(degreeLabel('phd')).toBe('PhD');
    expect(yearsLabel(1)).toBe('1+ year');
    expect(yearsLabel(5)).toBe('5+ years');
    expect(categoryLabel('ml')).toBe('Machine learning');
    expect(categoryLabel('database')).toBe('Database');
    expect(sectionLabel('work')).toBe('Work experience');
    expect(sectionLabel('interests')).toBe('Interests');
  });
});
