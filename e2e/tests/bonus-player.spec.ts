import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes, settle } from '../support/axe';
import { prepareWithdrawal, registerPlayer, requestWithdrawal } from '../support/player';
import { mutePopups } from '../support/popups';

/**
 * The player's side of bonus campaigns against the real server. An operator's campaigns are made through
 * /ops with the automation token: a 50% first-deposit match claimed with a code, and free bets on dice
 * claimed on their promotion page. A new player enters the code in My bonuses, deposits with the match
 * chosen through the sandbox checkout, sees the bonus and its progress, plays dice so the progress moves,
 * claims the free bets and spends one from the dice bet panel. Every screen is looked at and scanned.
 */

const MERCHANT = 'LUCKY';
const ops = { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
const suffix = Date.now().toString(36).toUpperCase().slice(-6);
const CODE = `MATCH${suffix}`;
const FREE_BET_TITLE = `Dice free bets ${suffix}`;

async function valueOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>): Promise<T> {
  const text = await response.text();
  expect(response.status(), text).toBe(200);
  return (JSON.parse(text) as { value: T }).value;
}

const wagering = { multiplier: 2, base: 'bonus', contributions: { RNG: 100, INHOUSE: 100, LIVE: 10, LOTT: 0 }, maxStake: null, expiryDays: 7 };
const eligibility = { segmentId: null, vipMin: null, vipMax: null, countries: [], languages: [], firstTimeOnly: false, perPlayer: 'once', budget: null };

/** Creates a campaign and publishes it; answers its id and its promotion page's id. */
async function liveCampaign(request: APIRequestContext, input: Record<string, unknown>): Promise<{ id: number; announcementId: number }> {
  const created = await valueOf<{ id: number; announcementId: number }>(
    await request.post(`/ops/bonus/campaigns?merchant=${MERCHANT}`, { headers: ops, data: { startAt: Date.now() - 60_000, endAt: null, wagering, ...input } }),
  );
  await valueOf(await request.post(`/ops/bonus/campaigns/${created.id}/status?merchant=${MERCHANT}`, { headers: ops, data: { action: 'publish' } }));
  return created;
}

/** The brand's catalogue node of dice (a campaign names its games by vendor and node). */
async function diceNode(request: APIRequestContext): Promise<string> {
  const list = await valueOf<{ games: Array<{ nodeId: string; gameCode: string }> }>(
    await request.get('/lgw/games/mobile?clientType=2&platform=html5&gameType=INHOUSE&vassalage=BGS&pageNo=1&pageSize=50&language=EN', { headers: { Merchant: MERCHANT } }),
  );
  const dice = list.games.find((g) => g.gameCode === 'BGS_04');
  expect(dice, 'dice in the catalogue').toBeTruthy();
  return dice!.nodeId;
}

const shot = async (page: Page, name: string, fullPage = true) => {
  await settle(page);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
};

/** The app's theme as the player's choice on /m/set stores it. */
async function useTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  await page.reload();
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

let freeBetPage = 0;

test.describe.serial('bonus campaigns, the player side', () => {
  test.describe.configure({ timeout: 240_000 });

  test.beforeAll(async ({ request }) => {
    const match = await liveCampaign(request, {
      name: `E2E first deposit match ${suffix}`,
      kind: 'deposit_match',
      page: { category: 'deposit_promo', titles: { EN: `Welcome match ${suffix}` }, bodies: { EN: '<p>Double your first deposit, half again.</p>' } },
      deposit: { which: 'first', nth: null, percent: 50, cap: '500.00', minDeposit: '100.00' },
      eligibility: { ...eligibility, requiresCode: true },
    });
    await valueOf(await request.post(`/ops/bonus/campaigns/${match.id}/codes?merchant=${MERCHANT}`, { headers: ops, data: { code: CODE, maxUses: null, expiresAt: null } }));
    const freeBets = await liveCampaign(request, {
      name: `E2E dice free bets ${suffix}`,
      kind: 'free_bet',
      page: { category: 'deposit_promo', titles: { EN: FREE_BET_TITLE }, bodies: { EN: '<p>Three free rolls on dice, on us.</p>' } },
      freeRounds: { games: [{ vendor: 'BGS', code: await diceNode(request) }], count: 3, stake: '5.00' },
      eligibility: { ...eligibility, requiresCode: false },
    });
    freeBetPage = freeBets.announcementId;
  });

  test('a code in My bonuses, a deposit with its match, progress that moves with play, free bets claimed and spent', async ({ page }) => {
    await mutePopups(page);
    const username = `bonus${suffix.toLowerCase()}${Math.floor(Math.random() * 100)}`.slice(0, 16);
    await registerPlayer(page, username);

    // My bonuses from the member centre: nothing yet
    await page.goto('/m/member/home');
    await page.getByRole('link', { name: 'My bonuses' }).first().click();
    await expect(page).toHaveURL(/\/m\/bonuses$/);
    await expect(page.getByRole('heading', { name: 'No active bonuses' })).toBeVisible();
    await shot(page, 'bonuses-empty');
    await expectNoAxeViolationsInBothThemes(page, 'my bonuses (empty)');

    // a code that does not exist, then the campaign's code: a match that waits for the deposit
    const code = page.getByRole('textbox', { name: 'Promo code' });
    await code.fill('NOSUCHCODE1');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(code).toHaveAccessibleDescription('This promo code is not valid.');
    await shot(page, 'bonuses-code-invalid');
    await code.fill(CODE.toLowerCase());
    await page.getByRole('button', { name: 'Apply' }).click();
    const pending = page.getByRole('status', { name: 'Deposit to get your 50% bonus' });
    await expect(pending).toBeVisible();
    await shot(page, 'bonuses-code-pending');

    // the deposit screen opens with the claimed match chosen; its preview follows the amount
    await pending.getByRole('link', { name: 'Deposit' }).click();
    await expect(page).toHaveURL(/\/m\/voucherCenter\?bonus=\d+$/);
    const chooser = page.getByRole('group', { name: 'Bonus' });
    await expect(chooser.getByRole('radio', { name: new RegExp(`Welcome match ${suffix}`) })).toBeChecked();
    await expect(chooser).toContainText('50% up to ₱500, min ₱100');
    await page.getByText('GCash', { exact: true }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('1000');
    const summary = page.getByRole('group', { name: 'Deposit summary' });
    await expect(summary).toContainText('+₱500.00');
    // bonus × 2
    await expect(summary).toContainText('₱1,000.00');
    await shot(page, 'deposit-bonus-chooser');
    await expectNoAxeViolationsInBothThemes(page, 'deposit with the bonus chooser');
    await page.evaluate(() => localStorage.setItem('theme', 'light'));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expectNoAxeViolations(page, 'deposit with the bonus chooser (light theme)');
    await shot(page, 'deposit-bonus-chooser-light');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await page.getByRole('button', { name: 'Deposit ₱1,000.00' }).click();
    await expect(page).toHaveURL(/\/sandbox-pay\/checkout\//);
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('₱500.00 bonus added')).toBeVisible();

    // the bonus and its progress
    await page.goto('/m/bonuses');
    const match = card(page, `Welcome match ${suffix}`);
    await expect(match).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bonus balance' })).toContainText('₱500.00');
    await expect(match.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    await expect(match).toContainText('₱0.00 of ₱1,000.00 wagered');
    await expect(match).toContainText('₱1,000.00 left to wager');
    await expect(match).toContainText('in 7 days');
    await expect(match.getByRole('table', { name: 'Game contributions' })).toContainText('In-house100%');
    await shot(page, 'bonuses-active');
    await expectNoAxeViolationsInBothThemes(page, 'my bonuses (active)');

    // three rolls of ₱100 on dice: in-house games count in full
    await page.goto('/m/inHouse/dice');
    const stake = page.getByRole('textbox', { name: /Bet amount/ });
    await stake.fill('100');
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Bet', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Bet', exact: true })).toBeEnabled({ timeout: 15_000 });
      await expect(page.locator('.og-error')).toHaveCount(0);
    }
    await page.goto('/m/bonuses');
    await expect(match.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await expect(match).toContainText('₱300.00 of ₱1,000.00 wagered');
    await expect(match).toContainText('₱700.00 left to wager');
    await shot(page, 'bonuses-progress');
    // the app's own light theme (the scans above follow the system's scheme; the app's choice is its own)
    await useTheme(page, 'light');
    await expectNoAxeViolations(page, 'my bonuses (light theme)');
    await shot(page, 'bonuses-progress-light');
    await useTheme(page, 'dark');

    // the free-bet promotion: what it gives, its terms, and the claim
    await page.goto('/m/activity');
    const promo = page.getByRole('article', { name: FREE_BET_TITLE });
    await expect(promo.locator('.promo-card__bonus')).toHaveText('Free bets');
    await shot(page, 'promotions-badges', false);
    await promo.getByRole('link', { name: /See all/ }).click();
    await expect(page).toHaveURL(new RegExp(`/m/activityDetail\\?id=${freeBetPage}$`));
    const offer = page.getByRole('region', { name: 'What you get' });
    await expect(offer).toContainText('3 × ₱5.00');
    await expect(offer).toContainText('Once per player.');
    await shot(page, 'promotion-offer');
    await expectNoAxeViolationsInBothThemes(page, 'promotion page with its offer');
    await useTheme(page, 'light');
    await expectNoAxeViolations(page, 'promotion page with its offer (light theme)');
    await shot(page, 'promotion-offer-light');
    await useTheme(page, 'dark');
    await offer.getByRole('button', { name: 'Claim bonus' }).click();
    const granted = offer.getByRole('status', { name: `Bonus added: ${FREE_BET_TITLE}` });
    await expect(granted).toContainText('3 free bets left at ₱5.00');
    await shot(page, 'promotion-claimed');

    // the dice bet panel offers the free bet; on, the stake is the bonus's
    await page.goto('/m/inHouse/dice');
    const toggle = page.getByRole('switch', { name: 'Free bet: 3 left at ₱5.00' });
    await expect(toggle).toBeVisible();
    await toggle.click();
    await expect(stake).toHaveValue('5.00');
    await expect(stake).toBeDisabled();
    await shot(page, 'dice-free-bet');
    await page.getByRole('button', { name: 'Bet', exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Free bet: 2 left at ₱5.00' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/m/bonuses');
    await expect(card(page, FREE_BET_TITLE)).toContainText('2 free bets left at ₱5.00');
    await expect(card(page, FREE_BET_TITLE).getByRole('button', { name: 'Play Dice' })).toBeVisible();
    await shot(page, 'bonuses-free-bets');

    // a withdrawal now would give the bonuses up: the question lists them with what each still needs
    await prepareWithdrawal(page);
    await requestWithdrawal(page, '200');
    const forfeit = page.getByRole('group', { name: 'Give up your bonus?' });
    const given = forfeit.getByRole('list', { name: 'Bonuses you would give up' });
    await expect(given.getByRole('listitem')).toHaveCount(2);
    await expect(given.getByRole('listitem').first()).toContainText('₱700.00 left to wager (30% done)');
    await expect(given.getByRole('listitem').nth(1)).toContainText('Free rounds left: 2');
    await expect(given.getByRole('listitem').nth(1)).toContainText(FREE_BET_TITLE);
    await shot(page, 'withdraw-forfeit');
    await forfeit.getByRole('button', { name: 'Keep my bonus' }).click();
    await expect(forfeit).toHaveCount(0);
  });
});
