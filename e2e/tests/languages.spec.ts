import type { Page } from '@playwright/test';
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@lobby/contract';
import { expectNoAxeViolations } from '../support/axe';
import { mutePopups } from '../support/popups';
import { expect, test } from '../support/test';

/**
 * Every language at the narrowest phone (320 px): Golden Dragon offers all seven. The browser asks for the
 * language (Accept-Language), as a player's phone does; each main screen must come in that language and fit:
 * the page never scrolls sideways, and no text runs out of its box unless the box ends it with an ellipsis on
 * purpose. Checked on the element boxes, not on screenshots. Each screen in each language is also scanned by
 * axe once (translated labels change contrast, names and lang), and hydrates without a mismatch: the
 * server and the browser write its dates and figures alike.
 */
const SCREENS = ['/m/home', '/m/login', '/m/register', '/m/activity', '/m/help', '/m/feedback', '/m/download', '/m/notice', '/m/slot-games', '/m/vip'];

/** A word of each language the home screen shows (the Home tab of the bottom bar), to know the page is in it. */
const HOME_TAB: Record<Language, string> = { EN: 'Home', TY: 'Tahanan', CN: '首页', TW: '首頁', VI: 'Trang chủ', TH: 'หน้าแรก', ID: 'Beranda' };

/** Texts sticking out of their box by more than this (in CSS px) count; less is anti-aliasing and rounding. */
const SLACK = 2;

async function textProblems(page: Page): Promise<string[]> {
  return page.evaluate((slack) => {
    const out: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + slack) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px wide)`);
    const clips = (el: Element) => ['hidden', 'clip', 'auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    for (const el of Array.from(document.querySelectorAll("body *"))) {
      const texts = Array.from(el.childNodes).filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
      if (texts.length === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (screen readers only)
      // the box the text may use: the element's own, or the nearest ancestor that clips or scrolls
      let limit: Element = el;
      if (style.display === 'inline') {
        let p = el.parentElement;
        while (p && getComputedStyle(p).display === 'inline') p = p.parentElement;
        limit = p ?? el;
      }
      const bounds = limit.getBoundingClientRect();
      for (const node of texts) {
        const range = document.createRange();
        range.selectNodeContents(node);
        const r = range.getBoundingClientRect();
        if (r.width === 0) continue;
        // a scrolling strip (a tab bar, a row of tiles) may hold text beyond the screen; it is not cut
        let scroller: Element | null = limit.parentElement;
        while (scroller && !clips(scroller)) scroller = scroller.parentElement;
        if (scroller && ['auto', 'scroll'].includes(getComputedStyle(scroller).overflowX)) continue;
        if (r.left < bounds.left - slack || r.right > bounds.right + slack) {
          const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''}`;
          out.push(`${name} "${node.textContent!.trim().slice(0, 40)}" runs ${Math.round(Math.max(bounds.left - r.left, r.right - bounds.right))} px out of its box`);
        }
      }
    }
    return out;
  }, SLACK);
}

test.describe('every language at 320 px', () => {
  // Seven independent readers of the same pages: spread over the workers (each has its own server), not one
  // worker's twenty minutes at the end of the run.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  for (const lang of LANGUAGES) {
    test(`${lang}: the main screens come in ${lang} and their texts fit`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 320, height: 640 }, locale: LANGUAGE_TAGS[lang], hasTouch: true, isMobile: true });
      // The home pop-ups are about content, not fit: muted for today as their own checkbox does.
      await mutePopups(context);
      const page = await context.newPage();
      const problems: string[] = [];
      const consoleErrors: string[] = [];
      let current = '';
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().includes('Permissions-Policy')) consoleErrors.push(`${current}: ${message.text()}`);
      });
      page.on('pageerror', (error) => consoleErrors.push(`${current}: ${error.message}`));
      for (const path of SCREENS) {
        current = path;
        await page.goto(`${path}?merchant=GOLDEN`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', LANGUAGE_TAGS[lang]);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
        if (path === '/m/home') await expect(page.getByRole('link', { name: HOME_TAB[lang], exact: true }).first()).toBeVisible();
        for (const p of await textProblems(page)) problems.push(`${path}: ${p}`);
        await expectNoAxeViolations(page, `${lang} ${path} at 320 px`);
      }
      expect(problems).toEqual([]);
      expect(consoleErrors, 'no hydration mismatch or error in any screen').toEqual([]);
      await context.close();
    });
  }
});
