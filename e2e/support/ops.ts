import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** Switches a merchant through the operators' API, as an operator would. */
export async function patchMerchant(
  request: APIRequestContext,
  code: string,
  body: { maintenance?: boolean; blockedRegions?: string[]; imageCdns?: string[] },
): Promise<void> {
  const res = await request.patch(`/ops/merchants/${code}`, {
    headers: { Authorization: `Bearer ${process.env.E2E_OPS_TOKEN}` },
    data: body,
  });
  expect(res.status(), await res.text()).toBe(200);
}
