import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROMO_REMARK_MAX, type BonusOffer, type PromotionApplication } from '@lobby/contract';
import { makeOffer } from '@/test/bonus';
import { signIn } from '@/test/accounts';
import { envelope, failure, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { groups, makeAnnouncement, makeHelp, makePromotion } from './content-fixtures';
import { formatDay } from '@/shared/lib/date-format';
import { changeLanguage } from '@/shared/lib/i18n';
import { promoPeriod } from './content-format';

const status = () => envelope(makeStatus());

// jsdom has no layout; record which element was asked to scroll into view.
const scrolled: Element[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this);
  });
});
afterEach(() => {
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

function noticeHandlers(read: () => boolean, log: string[] = []) {
  return {
    '/wps/system/status': status,
    '/wps/announcements': (request: Request) => {
      log.push('GET');
      const url = new URL(request.url);
      expect(url.searchParams.get('types')).toBe('PL');
      expect(url.searchParams.get('groupName')).toBe('player');
      expect(url.searchParams.get('platform')).toBe('M');
      return envelope(
        groups({
          player: [
            makeAnnouncement({ id: 7, title: 'Scheduled maintenance', read: read() }),
            makeAnnouncement({
              id: 8,
              title: 'New deposit channels',
              startDate: '2026-11-02',
              content: '<p>Pay with <em>GCash</em></p><p>and Maya</p>',
              read: false,
            }),
          ],
        }),
      );
    },
  };
}

describe('notice list', () => {
  it('writes the start date as the UI language does: Thai in the Buddhist era', async () => {
    // the player's saved choice, as the language menu leaves it
    await changeLanguage('TH');
    mockFetch({ ...noticeHandlers(() => false), '/wps/system/status': () => envelope(makeStatus({ info: { languages: ['EN', 'TY', 'TH'] } })) });
    renderApp('/m/notice');
    const header = await screen.findByRole('button', { name: /New deposit channels/ });
    expect(within(header.closest('li')!).getByText('2 พ.ย. 2569')).toHaveAttribute('datetime', '2026-11-02');
  });

  it('shows title, the start date in the UI language and a plain-text preview; expanding renders the HTML', async () => {
    mockFetch(noticeHandlers(() => false));
    renderApp('/m/notice');
    const header = await screen.findByRole('button', { name: /New deposit channels/ });
    const card = header.closest('li')!;
    expect(within(card).getByText('Nov 2, 2026')).toHaveAttribute('datetime', '2026-11-02');
    expect(within(card).getByText('Pay with GCash and Maya')).toBeInTheDocument();
    expect(card.querySelector('em')).toBeNull();
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('GCash').tagName).toBe('EM');
    expect(within(card).getByRole('link', { name: /Open full notice/ })).toHaveAttribute('href', '/m/noticeDetail?id=8');
  });

  it('marks read locally first, then tells the server, then reloads the list', async () => {
    signIn();
    const log: string[] = [];
    let serverRead = false;
    let release: (() => void) | undefined;
    mockFetch({
      ...noticeHandlers(() => serverRead, log),
      '/wps/announcements/read': async (request: Request) => {
        log.push('POST');
        expect(await request.json()).toEqual({ announcementId: 7, read: true });
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        serverRead = true;
        return envelope(null);
      },
    });
    renderApp('/m/notice');
    const header = await screen.findByRole('button', { name: /Scheduled maintenance/ });
    const card = header.closest('li')!;
    expect(within(card).getByText('New')).toBeInTheDocument();
    await userEvent.click(header);
    // Read on screen while the server has not answered yet.
    await waitFor(() => expect(within(card).queryByText('New')).not.toBeInTheDocument());
    await waitFor(() => expect(log).toEqual(['GET', 'POST']));
    release!();
    await waitFor(() => expect(log).toEqual(['GET', 'POST', 'GET']));
    expect(within(card).queryByText('New')).not.toBeInTheDocument();
  });

  it('shows every notice read for a trial account and never reports', async () => {
    signIn(4, 'guest123');
    const log: string[] = [];
    mockFetch({
      ...noticeHandlers(() => false, log),
      '/wps/announcements/read': () => {
        log.push('POST');
        return envelope(null);
      },
    });
    renderApp('/m/notice');
    const header = await screen.findByRole('button', { name: /Scheduled maintenance/ });
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    await userEvent.click(header);
    await userEvent.click(screen.getByRole('button', { name: /New deposit channels/ }));
    await new Promise((r) => setTimeout(r, 300));
    expect(log).toEqual(['GET']);
  });

  it('lets a visitor read without reporting', async () => {
    const log: string[] = [];
    mockFetch({
      ...noticeHandlers(() => false, log),
      '/wps/announcements/read': () => {
        log.push('POST');
        return failure(401, 'login.not.session', 'You are not logged in!');
      },
    });
    renderApp('/m/notice');
    await userEvent.click(await screen.findByRole('button', { name: /Scheduled maintenance/ }));
    await new Promise((r) => setTimeout(r, 300));
    expect(log).toEqual(['GET']);
  });

  it("opens the ticker's index pre-expanded and scrolls to it", async () => {
    mockFetch(noticeHandlers(() => false));
    renderApp('/m/notice?index=1');
    const header = await screen.findByRole('button', { name: /New deposit channels/ });
    await waitFor(() => expect(header).toHaveAttribute('aria-expanded', 'true'));
    await waitFor(() => expect(scrolled).toEqual([header.closest('li')]));
    expect(screen.getByRole('button', { name: /Scheduled maintenance/ })).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers a retry when loading fails', async () => {
    let calls = 0;
    mockFetch({
      '/wps/system/status': status,
      '/wps/announcements': () => {
        calls += 1;
        return calls === 1 ? failure(500, 'common.unknown', 'boom') : noticeHandlers(() => false)['/wps/announcements'](new Request('http://x/wps/announcements?types=PL&groupName=player&platform=M'));
      },
    });
    renderApp('/m/notice');
    await userEvent.click(await screen.findByRole('button', { name: 'Loading failed, click to retry' }));
    expect(await screen.findByRole('button', { name: /Scheduled maintenance/ })).toBeInTheDocument();
  });
});

describe('notice detail', () => {
  it('shows the notice and reports it read for a member', async () => {
    signIn();
    const posted: unknown[] = [];
    mockFetch({
      ...noticeHandlers(() => false),
      '/wps/announcements/read': async (request: Request) => {
        posted.push(await request.json());
        return envelope(null);
      },
    });
    renderApp('/m/noticeDetail?id=8');
    expect(await screen.findByRole('heading', { level: 1, name: 'New deposit channels' })).toBeInTheDocument();
    expect(screen.getByText('Nov 2, 2026')).toBeInTheDocument();
    await waitFor(() => expect(posted).toEqual([{ announcementId: 8, read: true }]));
  });
});

const PROMOS = [
  makePromotion(1, 'new_player', { noExpiry: 1, endDate: null, title: 'Welcome bonus' }),
  makePromotion(2, 'deposit_promo', { title: 'First deposit 100%' }),
  makePromotion(3, 'deposit_promo', { title: 'Reload bonus' }),
];

describe('promotions', () => {
  it('writes the period in the UI language and says long term without an end', () => {
    const en = (day: string) => formatDay(day, 'EN');
    expect(promoPeriod({ startDate: '2026-11-03', endDate: '2027-01-22', noExpiry: 0 }, 'Long term', en)).toBe('Nov 3, 2026 – Jan 22, 2027');
    expect(promoPeriod({ startDate: '2026-11-02', endDate: null, noExpiry: 1 }, 'Long term', en)).toBe('Nov 2, 2026 – Long term');
    expect(promoPeriod({ startDate: '2026-11-02', endDate: '2027-01-01', noExpiry: 1 }, 'Long term', en)).toBe('Nov 2, 2026 – Long term');
    const cn = (day: string) => formatDay(day, 'CN');
    expect(promoPeriod({ startDate: '2026-11-03', endDate: '2027-01-22', noExpiry: 0 }, '长期', cn)).toBe('2026年11月3日 – 2027年1月22日');
  });

  it('shows cards with the sequence-1 image, title, period and see all; the menu filters by the categories present', async () => {
    mockFetch({
      '/wps/system/status': status,
      '/wps/promotions': () => envelope({ categories: ['new_player', 'deposit_promo'], list: PROMOS }),
    });
    renderApp('/m/activity');
    const menu = await screen.findByRole('navigation', { name: 'Promotion categories' });
    expect(within(menu).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'New player', 'Deposit']);
    const welcome = screen.getByRole('article', { name: 'Welcome bonus' });
    expect(welcome.querySelector('img')).toHaveAttribute('src', '/media/promotions/1.svg');
    expect(within(welcome).getByText('Nov 3, 2026 – Long term')).toBeInTheDocument();
    expect(within(welcome).getByRole('link', { name: /See all/ })).toHaveAttribute('href', '/m/activityDetail?id=1');
    expect(within(screen.getByRole('article', { name: 'Reload bonus' })).getByText('Nov 3, 2026 – Jan 22, 2027')).toBeInTheDocument();

    await userEvent.click(within(menu).getByRole('button', { name: 'Deposit' }));
    expect(within(menu).getByRole('button', { name: 'Deposit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('article', { name: 'Welcome bonus' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('scrolls to the promotion named by the location query', async () => {
    mockFetch({
      '/wps/system/status': status,
      '/wps/promotions': () => envelope({ categories: ['new_player', 'deposit_promo'], list: PROMOS }),
    });
    renderApp('/m/activity?location=3');
    const card = await screen.findByRole('article', { name: 'Reload bonus' });
    await waitFor(() => expect(scrolled).toEqual([card.closest('li')]));
  });

  it('hides the category menu when only one category is present', async () => {
    mockFetch({
      '/wps/system/status': status,
      '/wps/promotions': () => envelope({ categories: ['deposit_promo'], list: PROMOS.slice(1) }),
    });
    renderApp('/m/activity');
    expect(await screen.findByRole('article', { name: 'Reload bonus' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Promotion categories' })).not.toBeInTheDocument();
  });
});

/** An apply-and-review campaign behind promotion 2, as the server describes it to the reader. */
const applyOffer = (overrides: Partial<BonusOffer> = {}) =>
  makeOffer({ kind: 'apply', deposit: null, amount: 500, announcementId: 2, action: 'apply', reason: null, ...overrides });

function detailHandlers(applications: () => PromotionApplication[], extra: Parameters<typeof mockFetch>[0] = {}, offer: BonusOffer | null = applyOffer()) {
  return {
    '/wps/system/status': status,
    '/wps/promotions/2': () => envelope({ ...PROMOS[1], offer }),
    '/wps/promotions/applications': () => envelope(applications()),
    ...extra,
  };
}

describe('promotion detail and apply', () => {
  it('limits the remark to 140 characters with a counter and shows pending after applying', async () => {
    signIn();
    const mine: PromotionApplication[] = [];
    const bodies: unknown[] = [];
    mockFetch(
      detailHandlers(() => mine, {
        '/wps/promotions/2/apply': async (request: Request) => {
          const body = (await request.json()) as { remark: string };
          bodies.push(body);
          const app: PromotionApplication = {
            id: 1,
            promotionId: 2,
            title: 'First deposit 100%',
            remark: body.remark,
            status: 'pending',
            createdAt: 1,
            updatedAt: 1,
          };
          mine.push(app);
          return envelope(app);
        },
      }),
    );
    renderApp('/m/activityDetail?id=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'First deposit 100%' })).toBeInTheDocument();
    expect(screen.getByText('Period: Nov 3, 2026 – Jan 22, 2027')).toBeInTheDocument();
    expect(screen.getByText('Rules of promo 2')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    const remark = screen.getByRole('textbox', { name: 'Remark (optional)' });
    expect(screen.getByText(`0/${PROMO_REMARK_MAX}`)).toBeInTheDocument();
    await userEvent.type(remark, 'a'.repeat(150));
    expect(remark).toHaveValue('a'.repeat(140));
    expect(screen.getByText('140/140')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('Pending review')).toBeInTheDocument();
    expect(bodies).toEqual([{ remark: 'a'.repeat(140) }]);
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('shows the state of an earlier application instead of the apply button', async () => {
    signIn();
    mockFetch(
      detailHandlers(() => [
        { id: 4, promotionId: 2, title: 'x', remark: '', status: 'approved', createdAt: 1, updatedAt: 2 },
      ]),
    );
    renderApp('/m/activityDetail?id=2');
    expect(await screen.findByText('Approved')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('offers no application on a page without a campaign (approving one would pay nothing)', async () => {
    signIn();
    mockFetch(detailHandlers(() => [], {}, null));
    renderApp('/m/activityDetail?id=2');
    expect(await screen.findByText('Rules of promo 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'What you get' })).not.toBeInTheDocument();
  });

  it('sends a visitor to login and back', async () => {
    mockFetch(detailHandlers(() => [], {}, applyOffer({ action: 'none', reason: 'login.required' })));
    const { router } = renderApp('/m/activityDetail?id=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to claim' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'));
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/m/activityDetail?id=2');
  });

  it('gives a trial account the real-account alert', async () => {
    signIn(4, 'guest123');
    mockFetch(detailHandlers(() => [], {}, applyOffer({ action: 'none', reason: 'permission.trial' })));
    renderApp('/m/activityDetail?id=2');
    expect(
      await screen.findByText('Please log in to a real account to use this function'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says so for an unknown promotion', async () => {
    mockFetch({
      '/wps/system/status': status,
      '/wps/promotions/99': () => failure(404, 'promotion.not.found', 'Sorry'),
    });
    renderApp('/m/activityDetail?id=99');
    expect(await screen.findByText('This promotion does not exist or has ended')).toBeInTheDocument();
  });
});

describe('help centre', () => {
  const HELP = [
    makeHelp('account', 'Account', [
      { tag: 'account-register', title: 'How to register' },
      { tag: 'account-password', title: 'Forgot password' },
    ]),
    makeHelp('deposit', 'Deposit'),
  ];

  it('lists articles with a preview and read more, asking with lang and device MOBILE', async () => {
    mockFetch({
      '/wps/system/status': status,
      '/wps/system/helpCenter': (request: Request) => {
        const url = new URL(request.url);
        expect(url.searchParams.get('lang')).toBe('EN');
        expect(url.searchParams.get('device')).toBe('MOBILE');
        return envelope({ items: HELP });
      },
    });
    renderApp('/m/help');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByText('About Account.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Read more/ })[1]).toHaveAttribute('href', '/m/helpDetail?tag=deposit');
  });

  it('shows the no-data placeholder without items', async () => {
    mockFetch({ '/wps/system/status': status, '/wps/system/helpCenter': () => envelope({ items: [] }) });
    renderApp('/m/help');
    expect(await screen.findByText('No data')).toBeInTheDocument();
  });

  it('opens the detail with the child chosen by i', async () => {
    mockFetch({ '/wps/system/status': status, '/wps/system/helpCenter': () => envelope({ items: HELP }) });
    renderApp('/m/helpDetail?tag=account&i=1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot password' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Forgot password explained.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'How to register' })).toHaveAttribute('aria-expanded', 'false');
  });
});
