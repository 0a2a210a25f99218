import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { createTestRouter } from '@/app/router';
import { endpoints } from '@/shared/api/client';
import { fixture, mockFetch, pathOf } from '@/test/fetch-mock';
import { me, merchant, merchants, operator } from '@/test/fixtures';

const support = operator({ username: 'sam', displayName: 'Sam Support', role: 'support', merchants: ['LUCKY'], permissions: ['support.read', 'support.reply'] });

describe('customer service', () => {
  it('lists chats with unread badges, opens one and replies', async () => {
    const user = userEvent.setup();
    const calls = mockFetch((c) => {
      const path = pathOf(c.url);
      if (path === '/ops/auth/me') return me(support);
      if (path === '/ops/merchants') return merchants(merchant('LUCKY', { name: 'Lucky' }));
      if (path === '/ops/chat') return fixture(endpoints.chatQueue, { list: [{ account: 'player101', lastMessage: 'Where is my deposit?', lastAt: 1, unread: 2 }] });
      if (path === '/ops/chat/player101') return fixture(endpoints.chatConversation, { list: [{ id: 1, sender: 'member', text: 'Where is my deposit?', createdAt: 1 }] });
      // a reply is the operator's line: the server names its sender staff
      if (path === '/ops/chat/player101/reply') return fixture(endpoints.chatReply, { id: 2, sender: 'staff', text: (c.body as { text: string }).text, createdAt: 2 });
      return undefined;
    });
    render(<App router={createTestRouter('/support')} />);
    const item = await screen.findByRole('button', { name: /player101/ });
    expect(item).toHaveTextContent('2 unread');
    await user.click(item);
    expect(await screen.findByRole('log')).toHaveTextContent('Where is my deposit?');
    await user.type(screen.getByLabelText('Reply'), 'Let me check{Enter}');
    expect(await within(screen.getByRole('log')).findByText('Let me check')).toBeInTheDocument();
    expect(calls.find((c) => pathOf(c.url) === '/ops/chat/player101/reply')?.body).toEqual({ text: 'Let me check' });
  });
});
