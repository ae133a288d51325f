import { describe, expect, it } from 'vitest';
import {
  allowedTransitions,
  canTransition,
  CASE_STATUS_INFO,
  CASE_STATUSES,
  CASE_TRANSITIONS,
  isCaseStatus,
  isTerminalStatus,
} from './statuses.js';

describe('case statuses', () => {
  it('follow decisions.md: draft → ready, applied, withdrawn … offer → accepted', () => {
    expect(allowedTransitions('draft')).toEqual(['ready', 'applied', 'withdrawn']);
    expect(allowedTransitions('ready')).toEqual(['draft', 'applied', 'withdrawn']);
    expect(allowedTransitions('applied')).toEqual(['interviewing', 'rejected', 'withdrawn']);
    expect(allowedTransitions('interviewing')).toEqual(['offer', 'rejected', 'withdrawn']);
    expect(allowedTransitions('offer')).toEqual(['accepted', 'rejected', 'withdrawn']);
    expect(CASE_STATUSES.filter(isTerminalStatus)).toEqual(['accepted', 'rejected', 'withdrawn']);
  });

  it('only ever move to known statuses, never to themselves', () => {
    for (const from of CASE_STATUSES) {
      for (const to of CASE_TRANSITIONS[from]) {
        expect(isCaseStatus(to)).toBe(true);
        expect(to).not.toBe(from);
      }
      expect(canTransition(from, from)).toBe(false);
    }
  });

  it('reach every status from draft', () => {
    const reached = new Set<string>(['draft']);
    const queue = ['draft' as const];
    for (const from of queue)
      for (const to of CASE_TRANSITIONS[from])
        if (!reached.has(to)) {
          reached.add(to);
          queue.push(to as never);
        }
    expect([...reached].sort()).toEqual([...CASE_STATUSES].sort());
  });

  it('have a label and a badge color dark enough for white text', () => {
    const luminance = (hex: string): number => {
      const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16) / 255);
      const [r = 0, g = 0, b = 0] = channels.map((c) =>
        c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const status of CASE_STATUSES) {
      const { label, color } = CASE_STATUS_INFO[status];
      expect(label.length).toBeGreaterThan(0);
      expect(color).toMatch(/^#[0-9a-f]{6}$/);
      expect(1.05 / (luminance(color) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
    expect(isCaseStatus('archived')).toBe(false);
  });
});
