import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import type { EndpointResultInput } from '@lobby/contract/endpoints';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const editor = operator({ username: 'cody', displayName: 'Cody', role: 'content', merchants: ['LUCKY'], permissions: ['content.read', 'content.manage'] });
const existing = {
  id: 7,
  merchant: 'LUCKY',
  titles: { EN: 'Weekend bonus', VI: 'Thưởng cuối tuần' },
  bodies: { EN: '<p>Get <strong>50%</strong> more</p>', VI: '<p>Nạp</p>' },
  startAt: null,
  endAt: null,
  published: false,
  popup: false,
  updatedAt: 1,
} satisfies EndpointResultInput<typeof endpoints.updateAnnouncement>;

describe('announcement editor', () => {
  it('previews the sanitized body per language and saves titles and bodies', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(editor);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky', languages: ['EN', 'VI'] }));
      if (path === '/ops/announcements' && c.method === 'GET') {
        return fixture(endpoints.announcements, { list: [{ ...existing, bodies: { ...existing.bodies, EN: existing.bodies.EN + '<img src=x onerror="alert(1)">' } }] });
      }
      if (path === '/ops/announcements/7') return fixture(endpoints.updateAnnouncement, existing);
      return undefined;
    });
    render(<App router={createTestRouter('/content/announcements/7')} />);

    const preview = await screen.findByTestId('preview-body');
    expect(preview.querySelector('strong')).toHaveTextContent('50%');
    expect(preview.innerHTML).not.toMatch(/onerror|<img/);

    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Big weekend bonus');
    expect(screen.getByRole('heading', { name: 'Big weekend bonus' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'VI' }));
    expect(screen.getByLabelText('Title')).toHaveValue('Thưởng cuối tuần');
    expect(screen.getByTestId('preview-body')).toHaveTextContent('Nạp');

    await user.click(screen.getByLabelText('Published'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    const patch = calls.find((c) => c.method === 'PATCH')!;
    expect(patch.url).toBe('/ops/announcements/7?merchant=LUCKY');
    expect(patch.body).toMatchObject({ titles: { EN: 'Big weekend bonus', VI: 'Thưởng cuối tuần' }, published: true, popup: false });
    expect((patch.body as { bodies: Record<string, string> }).bodies.VI).toBe('<p>Nạp</p>');
  });
});
