import { ACCOUNT_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { App } from '../src/app.ts';
import { DEMO, encryptionKey, postBody, seal } from './helpers/accounts.ts';
import { createTestApp } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

// Two server processes behind a load balancer: one database, two apps.
let first: TestApp;
let second: App;

beforeAll(async () => {
  first = await createTestApp();
  second = await buildApp({ config: { ...first.config } });
});

afterAll(async () => {
  await second.close();
  await first.close();
});

it('publishes the same key from every process', async () => {
  const a = await encryptionKey(first.app);
  const b = await encryptionKey(second);
  expect(b).toEqual(a);
});

it('opens a body sealed for one process in another, and refuses its replay in the first', async () => {
  const body = await seal(first.app, { type: 'username', ...DEMO });
  const res = await postBody(second, ACCOUNT_PATHS.login, body, { remoteAddress: '10.9.0.1' });
  expect(res.statusCode).toBe(200);
  const replay = await postBody(first.app, ACCOUNT_PATHS.login, body, { remoteAddress: '10.9.0.1' });
  expect(replay.json().errorCode).toBe('request.replayed');
  // The session works on both.
  const token = res.json().value.token as string;
  for (const app of [first.app, second]) {
    const me = await app.inject({ method: 'GET', url: ACCOUNT_PATHS.memberInfo, headers: { authorization: token } });
    expect(me.statusCode).toBe(200);
  }
});
