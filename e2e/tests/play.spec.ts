import { type Browser, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, photograph } from '../support/axe';
import { nextCaptcha } from '../support/captcha';
import { closeAnnouncementPopups } from '../support/popups';

/**
 * The in-house games against the real server at 390x844: a new member deposits, plays Dice and sees the
 * balance move, finds the round in the bet records, rotates the seeds and verifies the round in the
 * browser; two players see each other's Crash bets; the game screens are scanned and photographed.
 */
const PASSWORD = 'Coral-Meteor-2026';
function newUsername(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`.slice(0, 16);
}

async function register(page: Page, username: string) {
  const captcha = await nextCaptcha(page, () => page.goto('/m/register'));
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByRole('textbox', { name: 'Captcha' }).fill(captcha);
  await page.getByText(/I am over \d+ years old and accept the terms/).click();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

async function deposit(page: Page) {
  await page.goto('/m/voucherCenter');
  await page.getByText('GCash', { exact: true }).click();
  await page.getByRole('button', { name: '₱1,000', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit ₱1,000.00' }).click();
  await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 30_000 });
}

/** The game header's balance as a number. */
async function gameBalance(page: Page): Promise<number> {
  const el = page.getByTestId('game-balance');
  await expect(el).toHaveText(/\d\.\d\d$/);
  return Number((await el.textContent())!.replace(/[^\d.]/g, ''));
}

function shot(page: Page, name: string): Promise<void> {
  return photograph(page, 'play-screens', name, false);
}

const member = { username: '', roundId: 0 };

// A game's result waits for its animation (the roll, the ball's fall, the rocket): the phones of this file have
// animations on (the suite's phones have them off).
test.use({ reducedMotion: 'no-preference' });

test.describe.serial('in-house games', () => {
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await closeAnnouncementPopups(page);
  });

  test('a member deposits, plays Dice and sees the balance change with each round', async ({ page }) => {
    member.username = newUsername('dice');
    await register(page, member.username);
    await deposit(page);

    // the in-house list opens each game on its own screen
    await page.goto('/m/inHouse');
    const card = page.locator('.game-card').filter({ hasText: /^Dice$|Dice/ }).first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByRole('button', { name: /^Play / }).click();
    await expect(page).toHaveURL(/\/m\/inHouse\/dice$/);
    await expect(page.getByRole('heading', { name: 'Dice' })).toBeVisible();
    const before = await gameBalance(page);
    expect(before).toBeGreaterThan(0);
    await page.getByRole('textbox', { name: /Bet amount/ }).fill('10');
    for (let i = 0; i < 2; i++) {
      const shown = await gameBalance(page);
      const [response] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/originals/dice/bet'),
        page.getByRole('button', { name: 'Bet', exact: true }).click(),
      ]);
      expect(response.status(), await response.text()).toBe(200);
      const round = (await response.json()).value as { roundId: number; balance: number; payout: number };
      member.roundId = round.roundId;
      // no result before its animation: while the roll moves the header and the result line wait
      expect(await gameBalance(page)).toBe(shown);
      await expect(page.getByRole('status').filter({ hasText: /You won|Paid back|No win/ })).toHaveCount(0);
      await expect.poll(() => gameBalance(page)).toBeCloseTo(round.balance, 2);
      await expect(page.getByRole('status').filter({ hasText: /You won|Paid back|No win/ })).toBeVisible();
    }
    expect(await gameBalance(page)).not.toBe(before);
    await shot(page, 'dice');
    await expectNoAxeViolations(page, 'dice (dark)');

    await page.getByRole('tab', { name: 'My rounds' }).click();
    await expect(page.getByRole('list', { name: 'My rounds' }).getByRole('listitem')).toHaveCount(2);
  });

  test('the round shows in the bet records with a link to verify it', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/gameRecord');
    const rows = page.getByRole('list', { name: 'Rounds' }).getByRole('button');
    await expect(rows.filter({ hasText: 'Dice' })).toHaveCount(2);
    await rows.filter({ hasText: 'Dice' }).first().click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Verify this round' })).toBeVisible();
  });

  test('rotating the seeds reveals the server seed, and the round verifies in the browser', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto(`/m/inHouse/fairness?round=${member.roundId}`);
    await expect(page.getByText(/Rotate your seeds/)).toBeVisible();

    await page.goto('/m/inHouse/dice');
    await page.getByRole('tab', { name: 'Fairness' }).click();
    const hash = (await page.getByTestId('server-seed-hash').textContent())!;
    await page.getByRole('textbox', { name: 'New client seed' }).fill('e2e-seed');
    await page.getByRole('button', { name: 'Rotate seeds' }).click();
    await expect(page.getByTestId('previous-server-seed')).toHaveText(/\S{16,}/);
    await expect(page.getByTestId('server-seed-hash')).not.toHaveText(hash);

    await page.goto(`/m/inHouse/fairness?round=${member.roundId}`);
    await expect(page.getByText('Outcome matches')).toBeVisible();
    await expect(page.getByText('The server seed matches the hash shown before the round')).toBeVisible();
    await shot(page, 'verify');
    await expectNoAxeViolations(page, 'verify (dark)');
  });

  test('mines and plinko look right at 390x844', async ({ page }) => {
    await page.goto('/m/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/m\/home$/);

    await page.goto('/m/inHouse/mines');
    await page.getByRole('textbox', { name: /Bet amount/ }).fill('5');
    // a tile tapped before the round has started is picked for auto-bet instead: wait for the start
    await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/mines/start') && r.ok()),
      page.getByRole('button', { name: 'Bet', exact: true }).click(),
    ]);
    await page.getByRole('button', { name: 'Tile 13' }).click();
    await expect(page.getByRole('button', { name: 'Tile 13' })).not.toHaveAttribute('data-state', 'hidden');
    await shot(page, 'mines');

    await page.goto('/m/inHouse/plinko');
    await page.getByRole('textbox', { name: /Bet amount/ }).fill('5');
    const shown = await gameBalance(page);
    const [response] = await Promise.all([
      page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/originals/plinko/bet'),
      page.getByRole('button', { name: 'Bet', exact: true }).click(),
    ]);
    const round = (await response.json()).value as { balance: number };
    // the ball is falling (about 1.7 s on 12 rows): the header keeps the balance from before the bet
    expect(await gameBalance(page)).toBe(shown);
    await expect(page.getByRole('status').filter({ hasText: /You won|Paid back|No win/ })).toBeVisible({ timeout: 10_000 });
    await expect.poll(() => gameBalance(page)).toBeCloseTo(round.balance, 2);
    await shot(page, 'plinko');
  });
});

async function crashPlayer(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await closeAnnouncementPopups(page);
  await page.goto('/m/inHouse/crash');
  await page.getByRole('button', { name: 'Try for free' }).click();
  await expect(page.getByTestId('game-balance')).toBeVisible({ timeout: 15_000 });
  return { context, page };
}

test('two players see each other\'s Crash bets', async ({ browser }) => {
  // A round runs until its crash point: P(crash >= m) = 0.99 / m and 2x takes 11.5 s, so one round in seven
  // runs past 30 s (7x) and one in a hundred past 77 s (100x). The waits below allow for such rounds.
  test.setTimeout(300_000);
  const a = await crashPlayer(browser);
  const b = await crashPlayer(browser);
  const bets = (p: Page) => p.getByRole('region', { name: 'Bets this round' }).getByRole('listitem');
  const betButton = (p: Page) => p.getByRole('button', { name: 'Bet', exact: true });

  // both bet in the same betting window (6 s): a window already open may be nearly over, so they take the
  // next one from its start
  for (const p of [a.page, b.page]) {
    await p.getByRole('textbox', { name: /Bet amount/ }).fill('5');
  }
  if ((await betButton(a.page).count()) > 0 && (await betButton(a.page).isEnabled())) {
    await expect(a.page.getByRole('button', { name: 'Wait for the next round' })).toBeVisible({ timeout: 15_000 });
  }
  await expect(betButton(a.page)).toBeEnabled({ timeout: 150_000 });
  await expect(betButton(b.page)).toBeEnabled({ timeout: 5_000 });
  await Promise.all([
    a.page.getByRole('button', { name: 'Bet', exact: true }).click(),
    b.page.getByRole('button', { name: 'Bet', exact: true }).click(),
  ]);
  await expect(bets(a.page)).toHaveCount(2, { timeout: 10_000 });
  await expect(bets(b.page)).toHaveCount(2, { timeout: 10_000 });
  await shot(a.page, 'crash');
  // the round runs and crashes; its hash joins the strip
  const last = a.page.getByRole('list', { name: 'Last crash points' }).getByRole('link').first();
  await expect(last).toBeVisible({ timeout: 60_000 });
  // its hash leads to the published chain end, and gives the crash point shown
  await last.click();
  await expect(a.page).toHaveURL(/\/m\/inHouse\/fairness\?crash=[0-9a-f]{64}/);
  await expect(a.page.getByText(/The hash leads to the published chain end in \d+ steps/)).toBeVisible({ timeout: 30_000 });
  await expect(a.page.getByRole('form', { name: 'Crash round hash' }).getByText('Outcome matches')).toBeVisible();
  await a.context.close();
  await b.context.close();
});

test("a Crash auto cash-out pays into the header as the rocket passes it, without a reload", async ({ browser }) => {
  // 1.01x is reached in all but about 2 rounds in 100 (a crash at 1.00x): a round that crashes first is retried
  test.setTimeout(300_000);
  const a = await crashPlayer(browser);
  const page = a.page;
  await page.getByRole('textbox', { name: /Bet amount/ }).fill('10');
  await page.getByRole('textbox', { name: /Auto cash-out/ }).fill('1.01');
  const betButton = page.getByRole('button', { name: 'Bet', exact: true });
  for (let attempt = 0; attempt < 5; attempt++) {
    await expect(betButton).toBeEnabled({ timeout: 150_000 });
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/wps/originals/crash/bet'), betButton.click()]);
    if (response.status() !== 200) continue;
    const afterBet = (await response.json()).value.balance as number;
    await expect.poll(() => gameBalance(page)).toBeCloseTo(afterBet, 2);
    const won = page.getByRole('status').filter({ hasText: 'You won ₱10.10 · 1.01×' });
    const crashedFirst = page.getByRole('status').filter({ hasText: 'Crashed at 1.00×' });
    await expect(won.or(crashedFirst)).toBeVisible({ timeout: 60_000 });
    if (await crashedFirst.isVisible()) continue;
    // the socket's cash-out reached the header: the stake back and 10 cents, with no page load
    await expect.poll(() => gameBalance(page)).toBeCloseTo(afterBet + 10.1, 2);
    await a.context.close();
    return;
  }
  throw new Error('five rounds in a row crashed at 1.00x');
});

