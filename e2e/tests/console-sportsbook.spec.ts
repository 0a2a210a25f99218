import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForLiveOnNavigation } from '../support/test';
import { expectNoAxeViolationsInBothThemes, settle } from '../support/axe';
import { consoleSignIn, operatorCommand, totpCode } from '../support/ops';
import { mutePopups } from '../support/popups';

const DESK = { viewport: { width: 1280, height: 800 }, screen: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1, locale: 'en-US' };
test.use(DESK);

/**
 * A finance operator of every merchant, made with the operator command and signed in for the first time (own
 * password, second factor): settling a market changes it for every merchant, so the demo finance operator
 * (LUCKY only) may not.
 */
async function allMerchantsFinance(page: Page): Promise<void> {
  const username = `settler${randomUUID().slice(0, 6)}`;
  const printed = await operatorCommand(['create', username, '--role', 'finance', '--merchants', 'all', '--name', 'Sam Settler']);
  const oneTime = new RegExp(`One-time password for ${username}:\\s+(\\S+)`).exec(printed)?.[1];
  expect(oneTime).toBeTruthy();
  await page.goto('/console/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(oneTime!);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your own password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Orchid-Lantern-Harbor-2026');
  await page.getByLabel('New password again').fill('Orchid-Lantern-Harbor-2026');
  await page.getByRole('button', { name: 'Save password and continue' }).click();
  await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
  const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

const shot = async (page: Page, name: string) => {
  await settle(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
};

/** A market card's prices, as the desk shows them (1.85), selection by selection. */
const prices = async (market: Locator) => (await market.getByRole('table').locator('.sb-price').allInnerTexts()).map(Number);
/**
 * A market's overround from its prices (the sum of 1 / price): 1 plus its margin, whatever the feed's
 * probabilities do meanwhile (live prices move every few seconds; the book's margin moves them all one way).
 */
const overround = async (market: Locator) => (await prices(market)).reduce((sum, p) => sum + 1 / p, 0);
/** A clock such as "55'" or "90+4'" in minutes played; anything else (half time) counts as late. */
const minutes = (clock: string) => {
  const m = /(\d+)(?:\+(\d+))?'/.exec(clock);
  return m ? Number(m[1]) + Number(m[2] ?? 0) : 999;
};

test.describe('the sportsbook in the console', () => {
  test.describe.configure({ timeout: 540_000 });

  test('an operator trades live football (suspends and reopens a market, changes the margin, limits a player); finance settles a market by hand; bets and the report', async ({ page, browser }) => {
    // ---- content: the events, live football ----
    await consoleSignIn(page, 'content');
    await page.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sportsbook' }).click();
    await expect(page).toHaveURL(/\/console\/sportsbook\/events/);
    const events = page.getByRole('table', { name: 'Events' });
    await expect(events.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('radiogroup', { name: 'Which events' }).getByText('Live', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Live' })).toBeChecked();
    await page.getByRole('combobox', { name: 'Sport' }).selectOption('football');
    await expect(page).toHaveURL(/when=live/);
    await expect(page).toHaveURL(/sport=football/);
    await expect(events.locator('tbody tr').first()).toContainText('Live');
    // the match with the most of its time left (the feed always has two football matches in play)
    const clocks = await events.locator('tbody tr td:nth-child(3)').allInnerTexts();
    const pick = clocks.map(minutes).reduce((best, m, i, all) => (m < all[best]! ? i : best), 0);
    const first = events.locator('tbody tr').nth(pick);
    await expect(first).toContainText('Football');
    await shot(page, 'console-sportsbook-events');
    await expectNoAxeViolationsInBothThemes(page, 'console sportsbook events');

    // ---- an event: suspend a market with a reason, see it suspended, reopen it ----
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/console\/sportsbook\/events\/\d+/);
    const eventId = Number(/events\/(\d+)/.exec(page.url())![1]);
    const market = page.getByRole('region', { name: 'Match result (1X2)' });
    await expect(market).toBeVisible();
    await market.getByRole('button', { name: 'Suspend Match result (1X2)' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Match result (1X2)' });
    await suspend.getByLabel('Reason').fill('Penalty under video review');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend).toBeHidden();
    await expect(market.getByText('Suspended by an operator')).toBeVisible();
    await expect(market.getByText('Suspended', { exact: true })).toBeVisible();
    await shot(page, 'console-sportsbook-event-suspended');
    await market.getByRole('button', { name: 'Reopen Match result (1X2)' }).click();
    const reopen = page.getByRole('dialog', { name: 'Reopen Match result (1X2)' });
    await reopen.getByLabel('Reason').fill('Review over, no penalty');
    await reopen.getByRole('button', { name: 'Reopen' }).click();
    await expect(reopen).toBeHidden();
    await expect(market.getByText('Suspended by an operator')).toBeHidden();
    await expectNoAxeViolationsInBothThemes(page, 'console sportsbook event');

    // ---- the football margin up three points: the prices come down ----
    const before = await overround(market);
    const subnav = page.getByRole('navigation', { name: 'Sportsbook' });
    await page.goto('/console/sportsbook/margins?merchant=LUCKY');
    const football = page.getByLabel('Football margin');
    await expect(football).not.toHaveValue('');
    const original = await football.inputValue();
    await football.fill((Number(original) + 3).toFixed(2));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Margins saved: prices updated.')).toBeVisible();
    await shot(page, 'console-sportsbook-margins');
    await expectNoAxeViolationsInBothThemes(page, 'console sportsbook margins');
    await page.goto(`/console/sportsbook/events/${eventId}?merchant=LUCKY`);
    // three points more margin: every price of the market comes down, its overround goes up by about 0.03
    const repriced = page.getByRole('region', { name: 'Match result (1X2)' });
    await expect(repriced.getByText(`Margin ${(Number(original) + 3).toFixed(2)}%`)).toBeVisible();
    await expect.poll(() => overround(repriced), { timeout: 15_000 }).toBeGreaterThan(before + 0.02);
    await shot(page, 'console-sportsbook-event-repriced');

    // the margin back as it was (the players' book prices at the demo's margin)
    await page.goto('/console/sportsbook/margins?merchant=LUCKY');
    await page.getByLabel('Football margin').fill(original);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Margins saved: prices updated.')).toBeVisible();

    // ---- a player's stake limit ----
    await subnav.getByRole('link', { name: 'Limits' }).click();
    await page.getByRole('button', { name: 'Add an override' }).click();
    const add = page.getByRole('dialog', { name: 'Add an override' });
    await add.getByLabel('Player’s username').fill('demo');
    await add.getByLabel(/^Max stake/).fill('2500');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add).toBeHidden();
    const overrides = page.getByRole('table', { name: 'Overrides per player and market' });
    const demoRow = overrides.getByRole('row', { name: /demo/ });
    await expect(demoRow).toContainText('2,500.00');
    await shot(page, 'console-sportsbook-limits');
    await expectNoAxeViolationsInBothThemes(page, 'console sportsbook limits');

    // ---- a player bets on the event from a phone ----
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    const player = await phone.newPage();
    waitForLiveOnNavigation(player);
    await mutePopups(player);
    await player.goto('/m/login');
    await player.getByRole('textbox', { name: 'Username' }).fill('demo');
    await player.getByLabel('Password', { exact: true }).fill('Lucky#2026');
    await player.getByRole('button', { name: 'Log in', exact: true }).click();
    await player.waitForURL(/\/m\/home/);
    const detail = await player.request.get(`/wps/sportsbook/events/${eventId}`, { headers: { Merchant: 'LUCKY' } });
    expect(detail.status(), await detail.text()).toBe(200);
    const markets = ((await detail.json()) as { value: { marketList: Array<{ type: string; status: string; selections: Array<{ id: number; odds: number }> }> } }).value.marketList;
    const winner = markets.find((m) => m.type === 'match_result' && m.status === 'open')!;
    const placed = await player.request.post('/wps/sportsbook/bets', {
      headers: { Merchant: 'LUCKY' },
      data: { requestId: randomUUID(), legs: [{ selectionId: winner.selections[0]!.id, odds: winner.selections[0]!.odds }], stake: 20, oddsChange: 'any' },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    await phone.close();

    // the limit goes again (the wider one applies)
    await demoRow.getByRole('button', { name: /Remove the limits of demo/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(overrides.getByRole('row', { name: /demo/ })).toBeHidden();

    // ---- finance: settles the winner market by hand, sees it in the history ----
    const desk = await browser.newContext(DESK);
    const fin = await desk.newPage();
    waitForLiveOnNavigation(fin);
    await allMerchantsFinance(fin);
    await fin.getByRole('combobox', { name: 'Merchant' }).selectOption('LUCKY');
    await fin.goto(`/console/sportsbook/events/${eventId}?merchant=LUCKY`);
    const toSettle = fin.getByRole('region', { name: 'Match result (1X2)' });
    await expect(toSettle.getByRole('button', { name: 'Suspend Match result (1X2)' })).toHaveCount(0);
    await toSettle.getByRole('button', { name: 'Settle Match result (1X2)' }).click();
    const dialog = fin.getByRole('dialog', { name: 'Settle Match result (1X2)' });
    const results = dialog.getByRole('combobox');
    const count = await results.count();
    for (let i = 0; i < count; i++) await results.nth(i).selectOption(i === 0 ? 'win' : 'lose');
    await dialog.getByLabel('Reason').fill('Feed result late, checked on the league site');
    await dialog.getByRole('checkbox').check();
    await shot(fin, 'console-sportsbook-settle');
    await dialog.getByRole('button', { name: 'Settle' }).click();
    await expect(dialog).toBeHidden();
    await expect(toSettle.getByText('Settled', { exact: true })).toBeVisible();
    const history = fin.getByRole('table', { name: 'Settlement history' });
    const entry = history.getByRole('row', { name: /Feed result late/ });
    await expect(entry).toContainText('Operator');
    await expect(entry).toContainText('settler');
    await expect(entry).toContainText('Win');
    await expect(toSettle.getByRole('button', { name: 'Resettle Match result (1X2)' })).toBeVisible();
    await shot(fin, 'console-sportsbook-history');
    await expectNoAxeViolationsInBothThemes(fin, 'console sportsbook settled event');

    // ---- the bets list filters: the demo player's won bet on this event ----
    await fin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Sportsbook' }).click();
    await fin.getByRole('navigation', { name: 'Sportsbook' }).getByRole('link', { name: 'Bets' }).click();
    const bets = fin.getByRole('table', { name: 'Sports bets' });
    await fin.getByRole('combobox', { name: 'Sport' }).selectOption('football');
    await fin.getByRole('searchbox', { name: 'Player' }).fill('demo');
    await fin.getByLabel('Event id').fill(String(eventId));
    await fin.getByRole('combobox', { name: 'Status' }).selectOption('won');
    await expect(fin).toHaveURL(/player=demo/);
    await expect(fin).toHaveURL(new RegExp(`event=${eventId}`));
    const won = bets.locator('tbody tr').first();
    await expect(won).toContainText('Won');
    await expect(won.getByRole('link', { name: 'demo' })).toHaveAttribute('href', /\/console\/players\/demo/);
    await expect(fin.getByRole('link', { name: /Export CSV/ })).toHaveAttribute('href', /format=csv/);
    await fin.getByRole('combobox', { name: 'Status' }).selectOption('lost');
    await expect(bets.locator('tbody tr')).toHaveCount(0);
    await fin.getByRole('combobox', { name: 'Status' }).selectOption('won');
    await expect(bets.locator('tbody tr').first()).toContainText('Won');
    await shot(fin, 'console-sportsbook-bets');
    await expectNoAxeViolationsInBothThemes(fin, 'console sportsbook bets');

    // ---- the Sportsbook report ----
    await fin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
    await fin.getByRole('combobox', { name: 'Report' }).selectOption('sportsbook');
    const report = fin.getByRole('table', { name: /Sportsbook by sport in/ });
    await expect(report.getByRole('row', { name: /Football/ })).toBeVisible();
    await expect(report.locator('tr.row-total')).toContainText('Totals');
    await shot(fin, 'console-sportsbook-report');
    await expectNoAxeViolationsInBothThemes(fin, 'console sportsbook report');
    await desk.close();
  });
});
