import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { patchMerchant } from '../support/ops';
import { mutePopups } from '../support/popups';

/**
 * Public pages arrive rendered by the server and come alive by hydration: the markup is there before any
 * script runs, the browser asks for none of the first screen's data again, and React reports no mismatch.
 */

const PUBLIC_PAGES = [
  { path: '/m/home', shows: (page: Page) => page.getByRole('region', { name: 'Progressive jackpot' }) },
  { path: '/m/slot-games', shows: (page: Page) => page.locator('.game-card').first() },
  { path: '/m/provider?vassalage=JILI', shows: (page: Page) => page.locator('.game-card').first() },
  { path: '/m/activity', shows: (page: Page) => page.getByRole('main') },
  { path: '/m/login', shows: (page: Page) => page.getByRole('textbox', { name: 'Username' }) },
  { path: '/m/register', shows: (page: Page) => page.getByRole('textbox', { name: 'Username' }) },
  { path: '/m/notice', shows: (page: Page) => page.getByRole('main') },
  { path: '/m/help', shows: (page: Page) => page.getByRole('main') },
  { path: '/m/download', shows: (page: Page) => page.getByRole('main') },
  // the sportsbook with the prices of the moment (a kick-off's time of day is left to the phone), and the tournaments
  { path: '/m/sport-games', shows: (page: Page) => page.locator('.odds-btn') },
  { path: '/m/sport-games?tab=upcoming&sport=esports', shows: (page: Page) => page.locator('.odds-btn') },
  { path: '/m/tournaments', shows: (page: Page) => page.getByRole('heading', { level: 1, name: 'Tournaments' }) },
  // in-house games: full screen, their board and controls drawn by the server
  { path: '/m/inHouse/dice', shows: (page: Page) => page.getByTestId('dice-roll') },
  { path: '/m/inHouse/crash', shows: (page: Page) => page.getByRole('button', { name: 'Log in' }) },
];

/** Console errors and warnings that are the app's (not the browser's own notes about headers). */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if ((message.type() === 'error' || message.type() === 'warning') && !text.includes('Permissions-Policy')) {
      problems.push(text);
    }
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

function stateOf(html: string): { language: string; session: { userName: string } | null; queries: { queries: { queryKey: unknown[] }[] } } {
  const match = /<script type="application\/json" id="ssr-state">(.*?)<\/script>/s.exec(html);
  expect(match, 'the page carries its state').not.toBeNull();
  return JSON.parse(match![1]!);
}

test.describe('server rendering', () => {
  for (const { path, shows } of PUBLIC_PAGES) {
    test(`${path} is rendered on the server and hydrates without a mismatch`, async ({ page, request }) => {
      const html = await (await request.get(path)).text();
      // The screen is in the HTML itself, before any script: not the empty shell.
      expect(html).toMatch(/<div id="root"><(?!\/div>)/);
      expect(stateOf(html).queries.queries.length).toBeGreaterThan(0);

      const problems = watchConsole(page);
      const api: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (/^\/(wps|lgw)\//.test(pathname)) api.push(pathname);
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'server');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(shows(page).first()).toBeVisible();
      await page.waitForTimeout(500);
      expect(problems, 'no hydration mismatch, no blocked inline script, no error').toEqual([]);
      // The first screen's data came with the page.
      expect(api.filter((p) => p === '/wps/system/status' || p === '/lgw/games/mobile')).toEqual([]);
    });
  }

  test("an event's page of the book is rendered on the server with its markets and hydrates without a mismatch", async ({ page, request }) => {
    const book = await (await request.get('/m/sport-games')).text();
    const href = /href="(\/m\/sport-games\/event\/\d+)"/.exec(book)?.[1];
    expect(href, "the book's page links its events").toBeTruthy();
    const html = await (await request.get(href!)).text();
    expect(html).toMatch(/<div id="root"><(?!\/div>)/);
    expect(html).toContain('odds-btn');
    const problems = watchConsole(page);
    await page.goto(href!);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.locator('.odds-btn').first()).toBeVisible();
    await page.waitForTimeout(500);
    expect(problems, 'no hydration mismatch, no error').toEqual([]);
  });

  // Brands with recovery by phone: the phone field's hint and dialling code are the same text on the server's
  // page and in the browser's first render (a mismatch is React's error #418 and a page re-made from scratch).
  for (const [merchant, code] of [['GOLDEN', '+84'], ['JADE', '+86'], ['SIAM', '+66'], ['NUSA', '+62']] as const) {
    test(`/m/forget of ${merchant} hydrates without a mismatch, its dialling code already on the server's page`, async ({ page, request }) => {
      const html = await (await request.get(`/m/forget?merchant=${merchant}`)).text();
      expect(html).toContain(`<span>${code}</span>`);
      // the number's hint line, in the page's language
      expect(html).toMatch(/<p id="[^"]+-message" class="field__hint">[^<]+<\/p>/);

      const problems = watchConsole(page);
      await page.goto(`/m/forget?merchant=${merchant}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.locator('.dial-code')).toContainText(code);
      await page.waitForTimeout(500);
      expect(problems.filter((p) => /418|hydrat/i.test(p)), 'no hydration mismatch').toEqual([]);
      expect(problems, 'no error at all').toEqual([]);
    });
  }

  test('the page is read, and its banner has arrived, before it asks for its scripts', async ({ page }) => {
    await page.goto('/m/home');
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => /\/m\/assets\/[^/]+\.js$/.test(new URL(r.name).pathname));
      const banner = resources.find((r) => new URL(r.name).pathname.startsWith('/media/banners/'));
      return {
        parsed: navigation.domInteractive,
        firstScript: Math.min(...scripts.map((r) => r.startTime)),
        scripts: scripts.length,
        bannerEnd: banner?.responseEnd ?? null,
      };
    });
    // Scripts named in the head would be asked for while the HTML is still being read, beside the banner.
    expect(timing.scripts).toBeGreaterThan(0);
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.parsed);
    expect(timing.bannerEnd).not.toBeNull();
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.bannerEnd!);
  });

  test('a tap on a tab before the scripts have run is kept and played once the page is live', async ({ page }) => {
    // A second page of the same phone (its goto does not wait for the app, which is held here). Home's
    // pop-ups are muted: one opening when the page goes idle lay over the second tap's tab.
    await mutePopups(page.context());
    const early = await page.context().newPage();
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await early.route(/\/m\/assets\/[^/]+\.js$/, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await early.goto('/m/home', { waitUntil: 'domcontentloaded' });
    const live = early.getByRole('tablist', { name: 'Browse games' }).getByRole('tab', { name: 'Live casino' });
    await live.tap();
    await early.waitForTimeout(300);
    await expect(early.locator('html')).not.toHaveAttribute('data-hydrated', '');
    await expect(live).toHaveAttribute('aria-selected', 'false');
    release();
    await expect(early.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(live).toHaveAttribute('aria-selected', 'true');
    await expect(early.locator('#home-game-area').getByRole('heading', { name: 'Live casino' })).toBeVisible();
    // played once: a second tap elsewhere is the app's own, and nothing plays the first again
    await early.getByRole('tablist', { name: 'Browse games' }).getByRole('tab', { name: 'Fishing' }).tap();
    await expect(early.locator('#home-game-area').getByRole('heading', { name: 'Fishing' })).toBeVisible();
    await early.waitForTimeout(500);
    await expect(live).toHaveAttribute('aria-selected', 'false');
    await early.close();
  });

  test("a game keeps what this phone remembers (turbo, sound, the stake) when it hydrates the server's page", async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/m/inHouse/dice');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await page.evaluate(() => {
      localStorage.setItem('MC_ORIGINALS_TURBO', '1');
      localStorage.setItem('MC_ORIGINALS_SOUND', '1');
      localStorage.setItem('MC_ORIGINALS_AMOUNT_dice', '7');
    });
    // the server knows none of it: it draws the defaults, and the browser's first render must match them
    const html = await (await page.request.get('/m/inHouse/dice')).text();
    expect(html).toMatch(/class="og-sound og-turbo" aria-pressed="false"/);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'server');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('button', { name: 'Turbo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Sound' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('textbox', { name: /Bet amount/ })).toHaveValue('7');
    await expect(page.getByText('Profit on win ₱6.86')).toBeVisible();
    await page.waitForTimeout(500);
    expect(problems, 'no hydration mismatch').toEqual([]);
  });

  test('the page works with scripts off: links and content are real HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/m/home');
    await expect(page.getByRole('region', { name: 'Progressive jackpot' })).toBeVisible();
    await expect(page.locator('.game-card').first()).toBeVisible();
    await context.close();
  });

  test('a member gets their own page, never cached, and a visitor never sees it', async ({ page, request }) => {
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill('demo');
    await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    const problems = watchConsole(page);
    const response = await page.goto('/m/home');
    expect(response!.headers()['cache-control']).toBe('private, no-store');
    const html = await response!.text();
    expect(stateOf(html).session?.userName).toBe('demo');
    await expect(page.locator('html')).toHaveAttribute('data-render', 'server');
    await expect(page.getByRole('banner').getByText('Demo')).toBeVisible();
    await expect(page.getByRole('banner').locator('.balance__amount')).toHaveText(/\d\.\d\d$/);
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);

    // Another browser without the cookie: a visitor's page, nothing of the member in it.
    const visitor = await (await request.get('/m/home')).text();
    expect(stateOf(visitor).session).toBeNull();
    expect(visitor).not.toContain('"userName":"demo"');
    expect(visitor).not.toContain('balance__amount');

    // The deposit screen is drawn by the server for the member (the brand's channels and limits) and hydrates
    // without a mismatch; member screens that show times of day (the phone's zone) are the browser's.
    const deposit = await page.goto('/m/voucherCenter');
    expect(deposit!.headers()['cache-control']).toBe('private, no-store');
    expect(await deposit!.text()).toMatch(/<div id="root"><(?!\/div>)/);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'server');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    await expect(page.getByRole('radio', { name: /GCash/ })).toBeChecked();
    await page.waitForTimeout(500);
    expect(problems).toEqual([]);
    const centre = await (await page.request.get('/m/member/home')).text();
    expect(centre).toContain('<div id="root"></div>');
  });

  test('a trial account opening the deposit screen by its address gets the real-account alert', async ({ page }) => {
    await mutePopups(page);
    await page.goto('/m/login');
    await page.getByRole('button', { name: 'Try for free' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    // The server leaves this page to the browser, whose guard tells the player why they are not let in.
    const html = await (await page.request.get('/m/voucherCenter')).text();
    expect(html).toContain('<div id="root"></div>');
    await page.goto('/m/voucherCenter');
    await expect(page.getByRole('alertdialog', { name: 'Please log in to a real account to use this function' })).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('the language comes from the cookie the app writes, then from Accept-Language', async ({ request }) => {
    const english = await request.get('/m/login', { headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(stateOf(await english.text()).language).toBe('EN');
    const filipino = await request.get('/m/login', { headers: { 'accept-language': 'fil-PH' } });
    const html = await filipino.text();
    expect(stateOf(html).language).toBe('TY');
    expect(html).toMatch(/<html lang="tl"/);
    const chosen = await request.get('/m/login', { headers: { 'accept-language': 'fil-PH', cookie: 'language=EN' } });
    expect(stateOf(await chosen.text()).language).toBe('EN');
  });

  test('hostile preferences and addresses still give a working page, and nothing breaks out of the state', async ({ request }) => {
    const cases: [string, Record<string, string>][] = [
      ['/m/home?merchant=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', {}],
      ['/m/home', { cookie: 'merchant=NOPE; language=xx; theme=<b>' }],
      ['/m/home', { cookie: '__Host-lobby_session=forged-token-0123456789abcdef' }],
      ['/m/search-games?gameName=%3C%2Fscript%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E', {}],
      ['/m/login?returnTo=%2F%2Fevil.example', {}],
    ];
    const bootScripts = new Set<string>();
    for (const [path, headers] of cases) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBeLessThan(400);
      if (response.status() !== 200) continue;
      const html = await response.text();
      expect(html, path).not.toContain('<script>alert');
      expect(html, path).not.toContain('<img src=x onerror');
      expect(html).toMatch(/<html lang="[a-z-]+" data-theme="(dark|light)">/);
      // inline: the data blocks (the state parses) and one script, the boot script, the same on every page
      // whatever was asked (the content security policy allows exactly that script, by its hash)
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)];
      const code = inline.filter(([, attributes]) => !attributes!.includes('application/json')).map(([, , body]) => body);
      expect(code, path).toHaveLength(1);
      bootScripts.add(code[0]!);
      stateOf(html);
    }
    expect(bootScripts.size).toBe(1);
  });

  test('a visitor asking for a member screen is sent to login, and unknown paths go home', async ({ request }) => {
    const member = await request.get('/m/voucherCenter', { maxRedirects: 0 });
    expect(member.status()).toBe(302);
    expect(member.headers().location).toBe('/m/login?redirect=%2Fm%2FvoucherCenter');
    const unknown = await request.get('/m/no-such-page', { maxRedirects: 0 });
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/m/home');
  });

  test('the status gate renders on the server: maintenance is a 503, a blocked region a 451', async ({ page, request }) => {
    try {
      await patchMerchant(request, 'GOLDEN', { maintenance: true });
      const down = await request.get('/m/home?merchant=GOLDEN');
      expect(down.status()).toBe(503);
      expect(down.headers()['retry-after']).toBe('300');
      expect(await down.text()).toContain('System upgrading');
      const problems = watchConsole(page);
      await page.goto('/m/home?merchant=GOLDEN');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      await expect(page.getByRole('heading', { name: 'System upgrading' })).toBeVisible();
      expect(problems.filter((p) => !p.includes('503'))).toEqual([]);

      await patchMerchant(request, 'GOLDEN', { maintenance: false, blockedRegions: ['127.0.0.0/8', '::1/128'] });
      const blocked = await request.get('/m/home?merchant=GOLDEN');
      expect(blocked.status()).toBe(451);
      expect(await blocked.text()).toContain('Access restricted');
    } finally {
      await patchMerchant(request, 'GOLDEN', { maintenance: false, blockedRegions: [] });
    }
  });
});
