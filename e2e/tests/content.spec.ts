import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';

async function logInAsDemo(page: Page) {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Lucky#2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

const header = (page: Page, name: string | RegExp) => page.getByRole('button', { name });

test.describe('announcements, promotions and help', () => {
  test('home pop-ups show once per visit, one after another', async ({ page }) => {
    // Home is the heaviest page (lobby, artwork, jackpot): give it room on a busy machine.
    test.slow();
    // Still ticker, jackpot and carousels: less for a busy machine to chew on between the steps.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // Game artwork is not what this test is about: on a fresh server its first burst holds every
    // connection for many seconds, and the pop-up call would wait behind it.
    await page.route(/\/media\/(games|vendors)\//, (route) => route.abort());
    await page.goto('/m/home');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible({ timeout: 60_000 });
    await expect(dialog.getByText(/^1 \/ \d+$/)).toBeVisible();
    await expectNoAxeViolations(page, 'login pop-up');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(dialog.getByText(/^2 \/ \d+$/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Announcements' })).toBeVisible();
    await page.waitForTimeout(2000);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the ticker opens the announcement a notice links to; reading is kept by the server', async ({ page }) => {
    await mutePopups(page);
    // Reduced motion keeps the ticker still, so the tap does not chase a moving title.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await logInAsDemo(page);
    const ticker = page.getByRole('region', { name: 'Announcements' });
    await ticker.getByRole('button', { name: /^Scheduled maintenance on Thursday/ }).click();
    await expect(page).toHaveURL(/\/m\/noticeDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Scheduled maintenance notice' })).toBeVisible();

    // The notice list opened at an item.
    await page.goto('/m/notice?index=2');
    const opened = header(page, /Keep your account safe/);
    await expect(opened).toHaveAttribute('aria-expanded', 'true');
    await expect(opened).not.toContainText('New');
    await expect(page.getByRole('link', { name: /Open full notice/ })).toBeVisible();

    // Another one: unread, expanded by a tap on its header, read at once and after a reload.
    const terms = header(page, /Updated terms of play/);
    await expect(terms).toContainText('New');
    await expect(terms).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await terms.click();
    await expect(terms).toHaveAttribute('aria-expanded', 'true');
    await expect(terms).not.toContainText('New');
    await page.waitForTimeout(500);
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await expect(header(page, /Updated terms of play/)).not.toContainText('New');
    await expect(header(page, /Keep your account safe/)).not.toContainText('New');
    await expect(header(page, /VIP levels explained/)).toContainText('New');
  });

  test('promotions filter by category; a member applies to an apply-and-review promotion and the approval pays', async ({ page, request }) => {
    await mutePopups(page);
    await logInAsDemo(page);
    await page.goto('/m/activity');
    const menu = page.getByRole('navigation', { name: 'Promotion categories' });
    await expect(menu.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    const welcome = page.getByRole('article', { name: 'New player welcome bonus', exact: true });
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4} – Long term/);

    await menu.getByRole('button', { name: 'Deposit', exact: true }).click();
    await expect(page).toHaveURL(/category=deposit_promo/);
    await expect(welcome).toBeHidden();
    const deposit = page.getByRole('article', { name: 'First deposit 120% bonus', exact: true });
    await expect(deposit).toBeVisible();
    const shown = await page.getByRole('article').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(20);

    await deposit.getByRole('link', { name: /See all/ }).click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'First deposit 120% bonus' })).toBeVisible();
    await expect(page.getByText(/^Period: [A-Z][a-z]{2} \d{1,2}, \d{4} – /)).toBeVisible();
    // the promotion's own text, quoting the bonus the deposit pays (the Deposit badge's figure)
    await expect(page.getByText(/Your first deposit earns a 120% bonus/)).toBeVisible();
    // paid by rule on the first deposit: no campaign, so nothing to apply for (an approval would pay nothing)
    await expect(page.getByRole('region', { name: 'What you get' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);

    // the live casino prize is applied for and reviewed: its page says up to what an approval pays
    await page.goto('/m/activity');
    await page.getByRole('article', { name: 'Live casino streak prize', exact: true }).getByRole('link', { name: /See all/ }).click();
    const offer = page.getByRole('region', { name: 'What you get' });
    await expect(offer).toContainText('₱500');
    await page.getByRole('button', { name: 'Apply now' }).click();
    const remark = page.getByRole('textbox', { name: 'Remark (optional)' });
    await remark.fill('x'.repeat(150));
    await expect(remark).toHaveValue('x'.repeat(140));
    await expect(page.getByText('140/140')).toBeVisible();
    await remark.fill('Five banker wins in a row at table 3 last night');
    await page.getByRole('button', { name: 'Submit application' }).click();
    await expect(page.getByText('Pending review')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Pending review')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toBeHidden();

    // an operator approves it with an amount: the player holds that amount as a bonus to wager
    const ops = { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` };
    const pending = (await (await request.get('/ops/promotions/applications?merchant=LUCKY&status=pending', { headers: ops })).json()) as {
      value: { list: Array<{ id: number; account: string; remark: string }> };
    };
    const mine = pending.value.list.find((a) => a.account === 'demo' && a.remark.startsWith('Five banker wins'));
    expect(mine, 'the application in the operators\' queue').toBeTruthy();
    const approved = await request.patch(`/ops/promotions/applications/${mine!.id}?merchant=LUCKY`, { headers: ops, data: { status: 'approved', amount: '150.00' } });
    expect(approved.status(), await approved.text()).toBe(200);
    await page.reload();
    await expect(page.getByText('Approved', { exact: true })).toBeVisible();
    await page.goto('/m/bonuses');
    const card = page.getByRole('article', { name: 'Live casino streak prize' });
    await expect(card).toContainText('₱150.00');
    await expect(card).toContainText('₱450.00 left to wager');
  });

  test('a visitor who wants to apply is sent to log in', async ({ page }) => {
    await mutePopups(page);
    await page.goto('/m/activity');
    await page.getByRole('article', { name: 'Birthday gift' }).getByRole('link', { name: /See all/ }).click();
    // an apply-and-review campaign: a visitor signs in first
    await expect(page.getByRole('region', { name: 'What you get' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in to claim' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FactivityDetail/);
    // a page with a code campaign behind it offers the campaign: a visitor signs in to claim it
    await page.goto('/m/activity');
    await page.getByRole('article', { name: 'New player welcome bonus', exact: true }).getByRole('link', { name: /See all/ }).click();
    await expect(page.getByRole('region', { name: 'What you get' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apply now' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in to claim' }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2FactivityDetail/);
  });

  test('help: list, detail, back to the list, back home', async ({ page }) => {
    await mutePopups(page);
    await page.goto('/m/home');
    await page.goto('/m/help');
    await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
    await page.getByRole('link', { name: /Read more/ }).first().click();
    await expect(page).toHaveURL(/\/m\/helpDetail\?tag=account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await page.getByRole('button', { name: 'Forgot password' }).click();
    await expect(page.getByRole('button', { name: 'Forgot password' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/help$/);
    await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  for (const theme of ['dark', 'light'] as const) {
    test(`content screens have no accessibility violations (${theme})`, async ({ page }) => {
      // Five axe scans.
      test.slow();
      await mutePopups(page);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/m/notice?index=0');
      await expect(page.getByRole('link', { name: /Open full notice/ })).toBeVisible();
      await expectNoAxeViolations(page, `notice (${theme})`);
      await page.goto('/m/activity');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expectNoAxeViolations(page, `activity (${theme})`);
      await page.getByRole('link', { name: /See all/ }).first().click();
      // the page's own title (the header's is the screen's), over the campaign's offer or a page that only tells
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, `activity detail (${theme})`);
      await page.goto('/m/helpDetail?tag=account&i=0');
      await expect(page.getByRole('button', { name: 'How to register' })).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, `help detail (${theme})`);
      await page.goto('/m/help');
      await expect(page.getByRole('heading', { name: 'Account' })).toBeVisible();
      await expectNoAxeViolations(page, `help (${theme})`);
    });
  }
});
