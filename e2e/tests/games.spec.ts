import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { expectNoAxeViolations } from '../support/axe';

/** The game cards on the page (one article per game). */
const cards = (page: Page) => page.locator('.game-grid .game-card');

async function logIn(page: Page, username = 'demo', password = 'Lucky#2026') {
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

/** The name a card's play button carries ("Play <name>"). */
async function cardName(page: Page, index: number): Promise<string> {
  const label = await cards(page).nth(index).getByRole('button', { name: /^Play / }).getAttribute('aria-label');
  return (label ?? '').replace(/^Play /, '');
}

test.describe('game lists', () => {
  // A cold catalogue on a busy machine: first pages can take seconds.
  test.describe.configure({ timeout: 120_000 });

  test('a category screen lists its games and the vendor tab narrows them', async ({ page }) => {
    await page.goto('/m/slot-games');
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('link', { name: 'Search games' })).toHaveAttribute('href', '/m/search-games?gameType=RNG');
    const tabs = page.getByRole('group', { name: 'Game providers' });
    await tabs.getByRole('button', { name: 'Fa Chai' }).click();
    await expect(page).toHaveURL(/\/m\/slot-games\?vassalage=FC$/);
    await expect(tabs.getByRole('button', { name: 'Fa Chai' })).toHaveAttribute('aria-pressed', 'true');
    await expect(cards(page).first().locator('.game-card__vendor')).toHaveText('FC');
    const vendors = await cards(page).locator('.game-card__vendor').allTextContents();
    expect(new Set(vendors)).toEqual(new Set(['FC']));
  });

  test('a provider list loads a second page on scroll and searches by name', async ({ page }) => {
    await page.goto('/m/provider?vassalage=JILI');
    await expect(page.getByRole('heading', { name: 'JILI', level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(36, { timeout: 30_000 });
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, 1200));
      expect(await cards(page).count()).toBeGreaterThan(36);
      // a loaded machine answers slowly: scroll again only every second or two
    }).toPass({ timeout: 60_000, intervals: [1000, 2000] });

    await page.evaluate(() => window.scrollTo(0, 0));
    const search = page.getByRole('searchbox', { name: 'Search games' });
    await search.fill('monkey');
    await search.press('Enter');
    await expect(async () => {
      const count = await cards(page).count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThan(36);
    }).toPass();
    expect((await cardName(page, 0)).toLowerCase()).toContain('monkey');
  });

  test('as a visitor, the star and a launch lead to login', async ({ page }) => {
    await page.goto('/m/provider?vassalage=JILI');
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    await cards(page).first().getByRole('button', { name: /to favourites$/ }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fprovider%3Fvassalage%3DJILI$/);

    await page.goto('/m/slot-games');
    await cards(page).first().getByRole('button', { name: /^Play / }).click();
    await expect(page).toHaveURL(/\/m\/login\?redirect=%2Fm%2Fslot-games$/);
  });

  test('a member adds a favourite, finds it in my collection, removes it, launches a game and finds it in recent', async ({
    page,
  }) => {
    await logIn(page);
    await page.goto('/m/provider?vassalage=JILI');
    await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
    const name = await cardName(page, 2);
    const card = cards(page).nth(2);
    const star = card.getByRole('button', { name: `Add ${name} to favourites` });
    await star.click();
    await expect(card.getByRole('button', { name: `Remove ${name} from favourites` })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/fav-games');
    const favourite = page.locator('.game-card', { has: page.getByRole('button', { name: `Play ${name}`, exact: true }) });
    await expect(favourite).toBeVisible();
    await favourite.getByRole('button', { name: `Remove ${name} from favourites` }).click();
    await expect(favourite).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No favourites yet' })).toBeVisible();

    // launch: the demo vendor's page opens, then the game is in recent
    await page.goto('/m/provider?vassalage=JILI');
    const played = await cardName(page, 4);
    await cards(page).nth(4).getByRole('button', { name: /^Play / }).click();
    await expect(page).toHaveURL(/\/games\/demo\/[^/?]+\?ticket=/);
    await expect(page.getByText(played).first()).toBeVisible();

    await page.goto('/m/provider?vassalage=JILI');
    await page.getByRole('button', { name: 'Recent' }).click();
    // in the list (it may also be among the popular picks above it now that it has a player)
    await expect(page.locator('.game-grid').getByRole('button', { name: `Play ${played}`, exact: true })).toBeVisible();
  });

  for (const theme of ['dark', 'light'] as const) {
    // The provider screen carries every piece the category screens use (vendor tabs, chips, search, cards)
    // plus its own head and popular slides; axe over a whole list is slow on a busy machine, so one page.
    test(`the provider list has no accessibility violations (${theme})`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/m/provider?vassalage=JILI');
      await expect(cards(page).first()).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
      await expectNoAxeViolations(page, `provider (${theme})`);
    });
  }
});
