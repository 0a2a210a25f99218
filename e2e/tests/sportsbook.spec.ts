import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { betReturn, combinedOdds } from '@lobby/contract';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, settle } from '../support/axe';
import { depositFromPhone, newUsername, registerPlayer } from '../support/player';
import { mutePopups } from '../support/popups';

const OPS = { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
const PLAYER = { Merchant: 'LUCKY' };

interface BetLeg {
  eventId: number;
  marketId: number;
  selectionId: number;
}
interface PlayerBet {
  id: number;
  kind: 'single' | 'parlay';
  status: string;
  legs: BetLeg[];
}

async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

/** A screenshot of what the phone shows now, to look at, and an axe scan of it in both themes. */
async function shootAndScan(page: Page, name: string, reopen?: () => Promise<void>): Promise<void> {
  for (const theme of ['dark', 'light'] as const) {
    await useTheme(page, theme);
    if (reopen) await reopen();
    await settle(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${theme}.png`) });
    await expectNoAxeViolations(page, `${name} (${theme})`);
  }
}

/** The first price of an event row that takes bets now. */
function openPrice(row: Locator): Locator {
  return row.locator('.odds-btn:not([disabled])').first();
}

const money = (cents: number) => `₱${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function playerBets(request: APIRequestContext, status: 'open' | 'settled'): Promise<PlayerBet[]> {
  const res = await request.get(`/wps/sportsbook/bets?status=${status}`, { headers: PLAYER });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { value: { list: PlayerBet[] } }).value.list;
}

/** The operator settles a leg's market: the player's selection wins, every other selection of it loses. */
async function settleLeg(request: APIRequestContext, leg: BetLeg): Promise<void> {
  const event = await request.get(`/wps/sportsbook/events/${leg.eventId}`, { headers: PLAYER });
  const market = ((await event.json()) as { value: { marketList: { id: number; selections: { id: number }[] }[] } }).value.marketList.find((m) => m.id === leg.marketId)!;
  const results = market.selections.map((s) => ({ selectionId: s.id, result: s.id === leg.selectionId ? 'win' : 'lose' }));
  const res = await request.post(`/ops/sportsbook/markets/${leg.marketId}/settle`, { headers: OPS, data: { results, reason: 'Result confirmed by the e2e operator' } });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('sportsbook', () => {
  // a long flow on a phone with an axe scan of four screens in two themes
  test.describe.configure({ timeout: 600_000 });

  test('a new player bets a live parlay and a single on the phone, cashes one out, sees the other settle, and a suspension within a second', async ({ page, request }) => {
    await mutePopups(page);
    const username = newUsername('sb');
    await registerPlayer(page, username);
    await depositFromPhone(page);

    // SPORTS from the lobby opens the book (not a vendor's game page)
    await page.goto('/m/home');
    await page.getByRole('tab', { name: 'Sports', exact: true }).click();
    await page.locator('#home-game-area').getByRole('link', { name: /^Open / }).first().click();
    await expect(page).toHaveURL(/\/m\/sport-games$/);
    await expect(page.getByRole('link', { name: /^Football, \d+ live$/ })).toHaveAttribute('aria-current', 'page');
    const leagues = page.locator('.leagues');
    await expect(leagues.locator('.ev').first()).toBeVisible();
    await expect(leagues.getByText('LIVE').first()).toBeVisible();
    await shootAndScan(page, 'book-live');

    // a parlay of three: one match in play, two upcoming (three different events)
    const live = leagues.locator('.ev').filter({ has: page.locator('.odds-btn:not([disabled])') }).first();
    await openPrice(live).click();
    await page.getByRole('tab', { name: 'Upcoming' }).click();
    const upcoming = leagues.locator('.ev');
    await expect(upcoming.first()).toBeVisible();
    await openPrice(upcoming.nth(0)).click();
    await openPrice(upcoming.nth(1)).click();
    await expect(page.getByRole('button', { name: 'Open bet slip, 3 selections' })).toBeVisible();
    await settle(page);
    await page.screenshot({ path: test.info().outputPath('book-upcoming.png') });

    const slip = page.getByRole('dialog', { name: /Bet slip/ });
    await page.getByRole('button', { name: 'Open bet slip, 3 selections' }).click();
    await slip.getByRole('radio', { name: 'Parlay' }).click();
    await slip.getByRole('textbox', { name: 'Parlay stake' }).fill('20');
    // the slip (kept in the tab's session) in both themes
    await shootAndScan(page, 'slip-parlay', async () => {
      await page.getByRole('button', { name: 'Open bet slip, 3 selections' }).click();
      await expect(slip.getByRole('textbox', { name: 'Parlay stake' })).toHaveValue('20');
    });
    await useTheme(page, 'dark');
    await page.getByRole('button', { name: 'Open bet slip, 3 selections' }).click();
    // in play the price may move during the acceptance delay: this player takes any price
    await slip.getByText('Accept any odds').click();
    // the combined odds and the return are the rules' own arithmetic on the prices shown (read at one instant)
    const shown = await slip.evaluate((el) => ({
      odds: Array.from(el.querySelectorAll('.slip-line__odds strong')).map((s) => s.textContent ?? ''),
      combined: el.querySelector('.slip__combined')?.textContent ?? '',
      ret: el.querySelector('[data-testid="slip-return"]')?.textContent ?? '',
    }));
    expect(shown.odds).toHaveLength(3);
    const odds100 = shown.odds.map((o) => Math.round(Number(o) * 100));
    expect(shown.combined).toBe((combinedOdds(odds100) / 100).toFixed(2));
    expect(shown.ret).toBe(money(betReturn(2000, odds100.map((o) => ({ odds: o, result: null })))));
    await page.screenshot({ path: test.info().outputPath('slip-parlay-sums.png') });

    await slip.getByRole('button', { name: 'Place bet · ₱20.00' }).click();
    await expect(slip.getByText(/Accepting… \(\d s\)/)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('slip-accepting.png') });
    await expect(slip.getByText(/Bet accepted\. Ticket /)).toBeVisible({ timeout: 20_000 });
    await page.screenshot({ path: test.info().outputPath('slip-accepted.png') });
    await slip.getByRole('button', { name: 'Close' }).click();

    // a single on an upcoming match: accepted at once
    await openPrice(upcoming.nth(2)).click();
    await page.getByRole('button', { name: 'Open bet slip, 1 selections' }).click();
    await slip.getByRole('textbox', { name: /^Stake for / }).fill('50');
    await slip.getByRole('button', { name: 'Place bet · ₱50.00' }).click();
    await expect(slip.getByText(/Bet accepted\. Ticket /)).toBeVisible();
    await slip.getByRole('button', { name: 'Close' }).click();

    // a live match's prices move on the page without a reload
    await page.getByRole('tab', { name: 'Live' }).click();
    await leagues.locator('.ev').first().locator('.ev__more').click();
    await expect(page).toHaveURL(/\/m\/sport-games\/event\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 }).last()).toBeVisible();
    const firstPrices = await page.locator('.odds-btn__price').allTextContents();
    await expect.poll(async () => (await page.locator('.odds-btn__price').allTextContents()).join('|'), { timeout: 45_000, intervals: [500] }).not.toBe(firstPrices.join('|'));
    await page.screenshot({ path: test.info().outputPath('event-live-moving.png'), fullPage: true });

    // My bets: the single is cashed out at its offer
    await page.goto('/m/sport-games?tab=bets');
    const single = page.getByRole('listitem', { name: /^Single / });
    const parlay = page.getByRole('listitem', { name: /^Parlay \(3\) / });
    await expect(parlay).toBeVisible();
    await expect(parlay.locator('.bet-leg')).toHaveCount(3);
    await page.screenshot({ path: test.info().outputPath('my-bets-open-dark.png'), fullPage: true });
    const cashOut = single.getByRole('button', { name: /^Cash out ₱/ });
    await expect(cashOut).toBeEnabled({ timeout: 20_000 });
    await cashOut.click();
    const confirm = page.getByRole('alertdialog', { name: 'Cash out' });
    await page.screenshot({ path: test.info().outputPath('cash-out-confirm.png') });
    await confirm.getByRole('button', { name: 'Confirm cash out' }).click();
    await expect(page.getByText(/Cashed out for ₱/).first()).toBeVisible();
    await expect(single).toHaveCount(0);

    // the operator settles the parlay's three markets: the bet settles, won
    const [open] = (await playerBets(page.request, 'open')).filter((b) => b.kind === 'parlay');
    expect(open).toBeDefined();
    for (const leg of open!.legs) await settleLeg(request, leg);
    await page.getByRole('button', { name: 'Settled' }).click();
    const settledParlay = page.getByRole('listitem', { name: /^Parlay \(3\) / });
    await expect(settledParlay).toContainText('Won', { timeout: 15_000 });
    await expect(page.getByRole('listitem', { name: /^Single / })).toContainText('Cashed out');
    await shootAndScan(page, 'my-bets-settled', async () => {
      await page.getByRole('button', { name: 'Settled' }).click();
      await expect(settledParlay).toContainText('Won');
    });

    // the bet records show the sports rounds, and a sports round leads to My bets
    await page.goto('/m/gameRecord');
    const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
    await expect(rows.filter({ hasText: 'Sportsbook · Parlay (3)' })).toHaveCount(1);
    await rows.filter({ hasText: 'Sportsbook · Parlay (3)' }).click();
    await page.screenshot({ path: test.info().outputPath('records-sports-detail.png') });
    await page.getByRole('dialog').getByRole('link', { name: 'See this bet in My bets' }).click();
    await expect(page).toHaveURL(/\/m\/sport-games\?tab=bets/);

    // an operator suspends a market: the phone locks it within a second
    await page.goto('/m/sport-games?tab=upcoming');
    await upcoming.nth(3).locator('.ev__more').click();
    const marketId = await page.locator('section.market').filter({ has: page.locator('.odds-btn:not([disabled])') }).first().getAttribute('data-market-id');
    const market = page.locator(`section.market[data-market-id="${marketId}"]`);
    await expect(market.getByText('Suspended')).toHaveCount(0);
    // the page's socket subscribes once the event has loaded: give it that moment (nothing on the page shows it)
    await page.waitForTimeout(2000);
    const suspended = await request.post(`/ops/sportsbook/markets/${marketId}/suspension`, { headers: OPS, data: { merchant: 'LUCKY', suspended: true, reason: 'Checking a late team change' } });
    expect(suspended.status(), await suspended.text()).toBe(200);
    await expect(market.getByText('Suspended')).toBeVisible({ timeout: 1000 });
    await expect(market.locator('.odds-btn').first()).toBeDisabled();
    await shootAndScan(page, 'event-suspended', () => expect(market.getByText('Suspended')).toBeVisible());
  });
});
