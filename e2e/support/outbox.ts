import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** A message the server's local SMS gateway or mail sender kept instead of delivering (GET /ops/outbox). */
export interface OutboxMessage {
  id: number;
  channel: 'sms' | 'mail';
  merchantCode: string | null;
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: number;
}

/** Reads the outbox as an operator would, with the harness's OPS_TOKEN; newest first. */
export async function readOutbox(
  request: APIRequestContext,
  query: { channel?: 'sms' | 'mail'; recipient?: string; merchantCode?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const res = await request.get(`/ops/outbox?${params}`, {
    headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { value: OutboxMessage[] }).value;
}

/** Waits for the newest mail to `recipient` sent after `since` (epoch ms). */
export async function waitForMail(request: APIRequestContext, recipient: string, since: number): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        found = (await readOutbox(request, { channel: 'mail', recipient })).find((m) => m.createdAt >= since);
        return found !== undefined;
      },
      { message: `a mail to ${recipient}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The password-reset link's token in a recovery mail (the link's host is the merchant's domain). */
export function resetTokenFrom(body: string): string {
  const match = /\/m\/resetPsw\?token=([A-Za-z0-9_-]+)/.exec(body);
  if (!match) throw new Error(`no reset link in: ${body}`);
  return match[1]!;
}
