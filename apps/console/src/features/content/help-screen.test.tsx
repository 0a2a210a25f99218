import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const content = operator({ username: 'dana', displayName: 'Dana Content', role: 'content', merchants: ['LUCKY'], permissions: ['dashboard.read', 'content.read', 'content.manage'] });

const lucky = merchant('LUCKY', { name: 'Lucky', languages: ['TY', 'EN'], defaultLanguage: 'TY' });

describe('help centre', () => {
  it('lists articles with their sub-articles under them, and writes a new one in the default language', async () => {
    const user = userEvent.setup();
    const articles: EndpointResultInput<typeof endpoints.help>['list'] = [
      { tag: 'deposit-help', parentTag: 'money', sort: 2, titles: { EN: 'How to deposit' }, bodies: { EN: '<p>Tap Deposit</p>' } },
      { tag: 'money', parentTag: null, sort: 1, titles: { EN: 'Money' }, bodies: {} },
      { tag: 'about', parentTag: null, sort: 0, titles: { EN: 'About us' }, bodies: {} },
    ];
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(content);
      if (path === '/ops/merchants') return merchants(lucky);
      if (path === '/ops/help' && c.method === 'GET') return fixture(endpoints.help, { list: articles });
      // the new article as it was sent
      if (path === '/ops/help' && c.method === 'POST') return fixture(endpoints.createHelpArticle, c.body as EndpointResultInput<typeof endpoints.createHelpArticle>);
      return undefined;
    });
    render(<App router={createTestRouter('/content/help')} />);

    const grid = await screen.findByRole('table', { name: 'Help centre' });
    await within(grid).findByText('How to deposit');
    const order = within(grid)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(order).toEqual(['About us', 'Money', 'How to deposit']);

    await user.click(screen.getByRole('link', { name: 'New article' }));
    const form = await screen.findByRole('form', { name: 'Help article editor' });
    await user.type(within(form).getByRole('textbox', { name: 'Tag' }), 'Withdraw-Help');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Under' }), 'money');
    // the first tab is the merchant's default language (TY): without its title nothing is sent
    await user.type(within(form).getByRole('textbox', { name: 'Title' }), 'Paano mag-withdraw');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      tag: 'withdraw-help',
      parentTag: 'money',
      sort: 0,
      titles: { TY: 'Paano mag-withdraw' },
      bodies: { TY: '' },
    });
    expect(await screen.findByText('Article saved.')).toBeInTheDocument();
  });
});
