import { describe, expect, it } from 'vitest';
import { MIN_VISIBLE_PERCENT, funnelStages, stageDescription } from './funnel-geometry';

describe('funnelStages', () => {
  it('orders the stages applied → interviewing → offer → accepted', () => {
    const stages = funnelStages([
      { status: 'accepted', count: 1 },
      { status: 'applied', count: 10 },
      { status: 'offer', count: 2 },
      { status: 'interviewing', count: 4 },
    ]);
    expect(stages.map((stage) => [stage.status, stage.count])).toEqual([
      ['applied', 10],
      ['interviewing', 4],
      ['offer', 2],
      ['accepted', 1],
    ]);
  });

  it('sizes bars against the widest stage', () => {
    const stages = funnelStages([
      { status: 'applied', count: 10 },
      { status: 'interviewing', count: 4 },
    ]);
    expect(stages.map((stage) => stage.widthPercent)).toEqual([100, 40, 0, 0]);
  });

  it('keeps a reached stage visible however small', () => {
    const stages = funnelStages([
      { status: 'applied', count: 1000 },
      { status: 'interviewing', count: 1 },
    ]);
    expect(stages[1]?.widthPercent).toBe(MIN_VISIBLE_PERCENT);
  });

  it('computes conversion from the previous stage and share of the first', () => {
    const stages = funnelStages([
      { status: 'applied', count: 3 },
      { status: 'interviewing', count: 2 },
      { status: 'offer', count: 1 },
      { status: 'accepted', count: 0 },
    ]);
    expect(stages.map((stage) => stage.conversionPercent)).toEqual([null, 67, 50, 0]);
    expect(stages.map((stage) => stage.percentOfFirst)).toEqual([100, 67, 33, 0]);
  });

  it('survives an empty pipeline without dividing by zero', () => {
    const stages = funnelStages([]);
    expect(stages.every((stage) => stage.count === 0 && stage.widthPercent === 0)).toBe(true);
    expect(stages.map((stage) => stage.conversionPercent)).toEqual([null, null, null, null]);
    expect(stages[0]?.percentOfFirst).toBeNull();
  });

  it('ignores statuses outside the funnel and negative counts', () => {
    const stages = funnelStages([
      { status: 'draft', count: 50 },
      { status: 'applied', count: -2 },
    ]);
    expect(stages.map((stage) => stage.count)).toEqual([0, 0, 0, 0]);
  });
});

describe('stageDescription', () => {
  const stages = funnelStages([
    { status: 'applied', count: 5 },
    { status: 'interviewing', count: 1 },
  ]);
  const stage = (index: number) => {
    const found = stages[index];
    if (!found) throw new Error(`no stage ${index}`);
    return found;
  };

  it('describes the first stage by its count', () => {
    expect(stageDescription(stage(0), 0)).toBe('Applied: 5 applications');
  });

  it('adds the share of the previous stage, in the singular when one', () => {
    expect(stageDescription(stage(1), 1)).toBe('Interviewing: 1 application, 20% of Applied');
  });

  it('says nothing of a share when the previous stage is empty', () => {
    expect(stageDescription(stage(3), 3)).toBe('Accepted: 0 applications');
  });
});
