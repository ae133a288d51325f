import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type {
  DashboardClosingJobFragment,
  DashboardFollowUpFragment,
  DashboardOfferFragment,
  DashboardQuietApplicationFragment,
  DashboardTaskFragment,
} from '@/gql/graphql';
import { DueThisWeek, quietLabel } from './due-this-week';

// AppLink navigates with the app router, which a static render does not mount; the tasks' check
// box says a refusal's sentence through the pathname.
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), prefetch: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/dashboard',
}));

// The tasks check themselves off through Apollo; nothing is sent in a static render.
const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });

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

// Midday UTC: the same day on the clock of any test machine.
const quiet: DashboardQuietApplicationFragment = {
  lastActivityAt: '2026-11-12T12:00:00.000Z',
  application: { id: 'a3', job: { id: 'j3', title: 'Data Engineer', company: 'Quietly' } },
};

/** An application at Offer whose answer is due on `respondBy` (null: no day, or no offer). */
function offer(
  id: string,
  respondBy: string | null,
  { status = 'offer', hasOffer = true }: { status?: 'offer' | 'accepted'; hasOffer?: boolean } = {},
): DashboardOfferFragment {
  return {
    id,
    status,
    matchScore: 80,
    job: { id: `job-${id}`, title: `Offer ${id}`, company: 'Contoso', pay: null },
    offer: hasOffer
      ? {
          currency: 'USD',
          baseAmount: 150_000,
          period: 'year',
          signingBonus: null,
          yearlyBonus: null,
          equity: null,
          startsOn: null,
          respondBy,
          notes: null,
          yearlyBase: 150_000,
          firstYearTotal: 150_000,
        }
      : null,
  };
}

/** An open task of application `a-<id>`, due on `dueOn`. */
function task(id: string, dueOn: string, doneAt: string | null = null): DashboardTaskFragment {
  return {
    id,
    title: `Task ${id}`,
    dueOn,
    doneAt,
    application: {
      id: `a-${id}`,
      job: { id: `j-${id}`, title: `Job ${id}`, company: 'Fabrikam' },
      taskProgress: { open: 1, done: 0, nextDueOn: dueOn },
    },
  };
}

function render(props: {
  followUps?: DashboardFollowUpFragment[];
  tasks?: DashboardTaskFragment[];
  closing?: DashboardClosingJobFragment[];
  quiet?: DashboardQuietApplicationFragment[];
  offers?: DashboardOfferFragment[];
}) {
  return renderToStaticMarkup(
    <ApolloProvider client={client}>
      <DueThisWeek
        followUps={props.followUps ?? []}
        tasks={props.tasks ?? []}
        closing={props.closing ?? []}
        quiet={props.quiet ?? []}
        offers={props.offers ?? []}
        today={TODAY}
        onStale={vi.fn()}
      />
    </ApolloProvider>,
  );
}

describe('DueThisWeek', () => {
  it('says that nothing is due, and how to fill it, when every list is empty', () => {
    const html = render({});
    expect(html).toContain('Nothing due in the next 7 days.');
    expect(html).toContain('the day to answer an offer by');
    expect(html).not.toContain('<ul');
  });

  it('lists the offers to answer first, overdue first, each leading to its application', () => {
    const html = render({
      followUps: [followUp],
      offers: [offer('o1', '2026-12-04'), offer('o2', '2026-12-01'), offer('o3', '2026-12-03')],
    });
    expect(html.indexOf('Offers to answer')).toBeLessThan(html.indexOf('Follow-ups'));
    expect(html.indexOf('href="/applications/o2"')).toBeLessThan(
      html.indexOf('href="/applications/o3"'),
    );
    expect(html.indexOf('href="/applications/o3"')).toBeLessThan(
      html.indexOf('href="/applications/o1"'),
    );
    expect(html).toContain('Overdue by 2 days');
    expect(html).toContain('Answer today');
    expect(html).toContain('Answer tomorrow');
  });

  it('names the weekday of an answer due later this week', () => {
    // 2026-12-08 is a Tuesday.
    expect(render({ offers: [offer('o1', '2026-12-08')] })).toContain('Answer by Tue');
  });

  it('leaves out offers answered, without a day, not written down or due after this week', () => {
    const html = render({
      offers: [
        offer('late', '2026-12-11'),
        offer('none', null),
        offer('unwritten', null, { hasOffer: false }),
        offer('taken', '2026-12-04', { status: 'accepted' }),
      ],
    });
    expect(html).not.toContain('Offers to answer');
    expect(html).toContain('Nothing due in the next 7 days.');
    // A week from today still counts.
    expect(render({ offers: [offer('week', '2026-12-10')] })).toContain('Offers to answer');
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

  it('lists the tasks due after the offers and before the follow-ups, overdue first', () => {
    const html = render({
      followUps: [followUp],
      offers: [offer('o1', '2026-12-04')],
      tasks: [task('t1', '2026-12-05'), task('t2', '2026-12-01')],
    });
    expect(html.indexOf('Offers to answer')).toBeLessThan(html.indexOf('>Tasks<'));
    expect(html.indexOf('>Tasks<')).toBeLessThan(html.indexOf('Follow-ups'));
    expect(html.indexOf('Task t2')).toBeLessThan(html.indexOf('Task t1'));
    expect(html).toContain('Overdue by 2 days');
  });

  it('gives each task a checkbox named by its title and a link to its application', () => {
    const html = render({ tasks: [task('t1', '2026-12-04')] });
    const id = /<input id="([^"]+)" type="checkbox"/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toContain(`<label for="${id ?? ''}"`);
    expect(html).toContain('Task t1</label>');
    expect(html).toContain('href="/applications/a-t1"');
    expect(html).toContain('>Job t1 · Fabrikam</a>');
    expect(html).toContain('Dec 4');
    expect(html).toContain('Tomorrow');
  });

  it('leaves out tasks checked off, or due after this week, since the list was read', () => {
    const html = render({
      tasks: [task('done', '2026-12-04', '2026-12-03T09:00:00.000Z'), task('later', '2026-12-11')],
    });
    expect(html).not.toContain('>Tasks<');
    expect(html).toContain('Nothing due in the next 7 days.');
    expect(html).toContain('Give a task or a follow-up a day');
  });

  it('lists the applications gone quiet last, by the day of their last news', () => {
    const html = render({ followUps: [followUp], quiet: [quiet] });
    expect(html.indexOf('Follow-ups')).toBeLessThan(html.indexOf('Gone quiet'));
    expect(html).toContain('href="/applications/a3"');
    expect(html).toContain('Nov 12');
    expect(html).toContain('3 weeks quiet');
    expect(render({ quiet: [quiet] })).not.toContain('Nothing due');
  });
});

describe('quietLabel', () => {
  it('counts whole weeks in weeks, and days otherwise', () => {
    expect(quietLabel(14)).toBe('2 weeks quiet');
    expect(quietLabel(16)).toBe('16 days quiet');
    expect(quietLabel(7)).toBe('7 days quiet');
  });
});
