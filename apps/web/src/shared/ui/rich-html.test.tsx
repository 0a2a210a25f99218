import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/app/routes';
import { envelope, makeStatus } from '@/test/fixtures';
import { mockFetch, renderApp } from '@/test/render-app';
import { htmlToText, RichHtml, sanitizeHtml } from './rich-html';

const HOSTILE =
  '<p onclick="steal()">Hello<script>window.__pwned = 1</script>' +
  '<img src="x.png" onerror="window.__pwned = 2">' +
  '<a href="javascript:alert(3)">bad</a><a href=" JaVaScRiPt:alert(4)">bad2</a>' +
  '<iframe src="https://evil.example"></iframe><span style="position:fixed">s</span>' +
  '<a href="https://partner.example/offer">partner</a><a href="/m/help">help</a></p>';

describe('RichHtml sanitizing', () => {
  it('strips <script>, event handlers, javascript: links, iframes and inline styles', () => {
    const clean = sanitizeHtml(HOSTILE);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(clean).toContain('Hello');
    expect(clean).toContain('src="x.png"');
  });

  it('opens outside links in a new tab without opener or referrer; in-app links stay', () => {
    const doc = new DOMParser().parseFromString(sanitizeHtml(HOSTILE), 'text/html');
    const partner = doc.querySelector('a[href="https://partner.example/offer"]')!;
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(partner.getAttribute('rel')).toContain('noopener');
    expect(partner.getAttribute('rel')).toContain('noreferrer');
    expect(doc.querySelector('a[href="/m/help"]')!.hasAttribute('target')).toBe(false);
  });

  it('gives plain text for previews', () => {
    expect(htmlToText('<p>One <b>two</b></p><ul><li>three</li></ul><script>x()</script>')).toBe('One two three');
  });

  it('renders nothing that runs, and an in-app link navigates inside the app', async () => {
    mockFetch({ '/wps/system/status': () => envelope(makeStatus()) });
    const Harness = () => <RichHtml html={HOSTILE} />;
    const table = ROUTES.map((r) => (r.name === 'notice' ? { ...r, screen: () => Promise.resolve(Harness) } : r));
    const { router, container } = renderApp('/m/notice', { table });
    const link = await screen.findByRole('link', { name: 'help' });
    expect(container.querySelector('script, iframe, [onerror], [onclick]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
    expect(screen.getByText('bad')).not.toHaveAttribute('href');
    expect(screen.getByText('bad2')).not.toHaveAttribute('href');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/help'));
  });
});
