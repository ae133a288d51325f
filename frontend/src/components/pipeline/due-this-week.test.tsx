import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardClosingJobFragment, DashboardFollowUpFragment } from '@/gql/graphql';
import { DueThisWeek } from './due-this-week';

// AppLink navigates with the app router, which a static render does not mount.
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn(), prefetch: vi.fn() }) }));

const TODAY = '2026-12-03';

const followUp: DashboardFollowUpFragment = {
  id: 'a1',
  status: 'applied',
  followUpOn: '2026-12-05',
  job: { id: 'j1', title: 'Backend Engineer', company: 'Northwind' },
};

const closing: DashboardClosingJobFragment = {
  id: 'j2',
  title: 'Platform Engineer',
  company: 'Tallyho',
  applyBy: '2026-12-04',
};

function render(props: {
  followUps?: DashboardFollowUpFragment[];
  closing?: DashboardClosingJobFragment[];
}) {
  return renderToStaticMarkup(
    <DueThisWeek followUps={props.followUps ?? []} closing={props.closing ?? []} today={TODAY} />,
  );
}

describe('DueThisWeek', () => {
  it('says that nothing is due, and how to fill it, when both lists are empty', () => {
    const html = render({});
    expect(html).toContain('Nothing due in the next 7 days.');
    expect(html).not.toContain('<ul');
  });

  it('lists the jobs closing soon alone, each leading to its job', () => {
    const html = render({ closing: [closing] });
    expect(html).toContain('Applications closing');
    expect(html).not.toContain('Follow-ups');
    expect(html).toContain('href="/jobs/j2"');
    expect(html).toContain('Dec 4');
    expect(html).toContain('Tomorrow');
    expect(html).toContain('Tallyho');
  });

  it('puts the follow-ups first, then the jobs closing', () => {
    const html = render({ followUps: [followUp], closing: [closing] });
    expect(html.indexOf('Follow-ups')).toBeLessThan(html.indexOf('Applications closing'));
    expect(html).toContain('href="/applications/a1"');
    expect(html).toContain('In 2 days');
  });
});
