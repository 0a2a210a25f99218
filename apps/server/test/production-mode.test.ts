import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ACCOUNT_PATHS, GAME_PATHS, MONEY_PATHS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionWarnings, REPO_ROOT } from '../src/config.ts';
import { OPERATOR_SEEDS } from '../src/db/seed/operators.ts';
import { DRAND_QUICKNET } from '../src/integrations/beacon/quicknet.ts';
import { createSecretBox } from '../src/lib/secret-box.ts';
import { DEMO, login } from './helpers/accounts.ts';
import { loginRaw } from './helpers/console.ts';
import { get, newPlayer, post, rid } from './helpers/money-api.ts';
import { createTestApp, PRODUCTION_SECRETS } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'lobby-production-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('a production configuration', () => {
  it('refuses to start without the secrets every process must share, naming each in one line', () => {
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' })).toThrow(
      /^NODE_ENV=production needs GAME_TICKET_SECRET, DATA_ENCRYPTION_KEY \(the same value on every server process/,
    );
    const { GAME_TICKET_SECRET } = PRODUCTION_SECRETS;
    let message = '';
    try {
      loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', GAME_TICKET_SECRET, OIDC_LOCAL: '0' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toContain('DATA_ENCRYPTION_KEY');
    expect(message).not.toContain('GAME_TICKET_SECRET,');
    expect(message).not.toContain('\n');
    // social sign-in signs its flow state: that key is needed as soon as social sign-in is on
    expect(() => loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...PRODUCTION_SECRETS, OIDC_STATE_SECRET: '', OIDC_GOOGLE_CLIENT_ID: 'x' })).toThrow(
      /OIDC_STATE_SECRET/,
    );
  });

  it('turns every stand-in off and seeds no demo unless a flag says so, and then warns', () => {
    const c = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    expect(c).toMatchObject({ production: true, seedDemo: false, standIns: { sandboxPayments: false, demoVendor: false } });
    expect(c.oidc.local).toBe(false);
    // no simulated sportsbook: its matches must never take real money
    expect(c.sportsbook.feed).toBe('none');
    expect(loadConfig({ DATA_DIR: dir }).sportsbook.feed).toBe('local');
    expect(productionWarnings(c)).toEqual([]);
    const flagged = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      SANDBOX_PAYMENTS: '1',
      DEMO_VENDOR: 'true',
      OIDC_LOCAL: 'on',
      SEED_DEMO: 'yes',
    });
    const warnings = productionWarnings(flagged);
    expect(warnings).toHaveLength(4);
    expect(warnings.join('\n')).toMatch(/SANDBOX_PAYMENTS[\s\S]*DEMO_VENDOR[\s\S]*OIDC_LOCAL[\s\S]*SEED_DEMO/);
    // outside production the stand-ins are on by default, the demo is still only seeded when asked
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ production: false, seedDemo: false, standIns: { sandboxPayments: true, demoVendor: true } });
    expect(() => loadConfig({ DATA_DIR: dir, SANDBOX_PAYMENTS: 'maybe' })).toThrow(/SANDBOX_PAYMENTS/);
  });

  it('takes crash salts from drand (quicknet, its key pinned), and warns when told to use the local beacon; elsewhere the local beacon is the default', () => {
    const c = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...PRODUCTION_SECRETS });
    expect(c.crashBeacon).toEqual({
      kind: 'drand',
      marginMs: 30_000,
      drand: { url: 'https://api.drand.sh', chainHash: DRAND_QUICKNET.chainHash, publicKey: DRAND_QUICKNET.publicKey },
    });
    expect(productionWarnings(c)).toEqual([]);
    const local = loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', ...PRODUCTION_SECRETS, CRASH_BEACON: 'local' });
    expect(local.crashBeacon.kind).toBe('local');
    expect(productionWarnings(local)).toEqual([expect.stringMatching(/^PRODUCTION WITH A STAND-IN: CRASH_BEACON=local: crash salts come from a beacon this server runs/)]);
    const custom = loadConfig({
      DATA_DIR: dir,
      NODE_ENV: 'production',
      ...PRODUCTION_SECRETS,
      CRASH_DRAND_URL: 'https://drand.example.org/',
      CRASH_DRAND_CHAIN: 'ab'.repeat(32),
      CRASH_BEACON_MARGIN_SECONDS: '120',
    });
    // another chain has no built-in key: the relay's /info gives it
    expect(custom.crashBeacon).toEqual({ kind: 'drand', marginMs: 120_000, drand: { url: 'https://drand.example.org', chainHash: 'ab'.repeat(32), publicKey: undefined } });
    expect(() => loadConfig({ DATA_DIR: dir, CRASH_DRAND_CHAIN: 'quicknet' })).toThrow(/CRASH_DRAND_CHAIN/);
    expect(() => loadConfig({ DATA_DIR: dir, CRASH_BEACON_MARGIN_SECONDS: '0' })).toThrow(/CRASH_BEACON_MARGIN_SECONDS/);
    expect(loadConfig({ DATA_DIR: dir }).crashBeacon).toMatchObject({ kind: 'local', marginMs: 3_000 });
    expect(loadConfig({ DATA_DIR: dir, CRASH_BEACON: 'drand' }).crashBeacon.kind).toBe('drand');
  });

  it('reads any variable from NAME_FILE (a mounted secret), refusing both or an unreadable file', () => {
    const file = path.join(dir, 'ticket-secret');
    writeFileSync(file, 'a-secret-from-a-file-0123456789abcdef\n');
    expect(loadConfig({ DATA_DIR: dir, GAME_TICKET_SECRET_FILE: file }).gameTicketSecret).toBe('a-secret-from-a-file-0123456789abcdef');
    expect(() => loadConfig({ DATA_DIR: dir, GAME_TICKET_SECRET_FILE: file, GAME_TICKET_SECRET: 'x'.repeat(40) })).toThrow(
      /both GAME_TICKET_SECRET and GAME_TICKET_SECRET_FILE/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, DATA_ENCRYPTION_KEY_FILE: path.join(dir, 'missing') })).toThrow(
      /DATA_ENCRYPTION_KEY_FILE: cannot read .*ENOENT/,
    );
    // a file's value is checked like the variable's
    const short = path.join(dir, 'short');
    writeFileSync(short, 'short');
    expect(() => loadConfig({ DATA_DIR: dir, OPS_TOKEN_FILE: short })).toThrow(/OPS_TOKEN must be at least 16/);
  });

  it('stops the server with one line on stderr, not a stack trace', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/server.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dir, PORT: '0', GAME_TICKET_SECRET: PRODUCTION_SECRETS.GAME_TICKET_SECRET },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^lobby server: NODE_ENV=production needs DATA_ENCRYPTION_KEY/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('a production install (no demo, no stand-ins)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      production: true,
      seedDemo: false,
      standIns: { sandboxPayments: false, demoVendor: false },
      oidc: { ...loadConfig({ DATA_DIR: dir }).oidc, local: false },
    });
  });
  afterAll(async () => t?.close());

  it('has the brands but no demo player or operator', async () => {
    const db = t.app.database.db;
    expect((await db.selectFrom('merchants').select('code').execute()).length).toBeGreaterThan(0);
    expect(await db.selectFrom('members').select('id').execute()).toEqual([]);
    expect(await db.selectFrom('operators').select('id').execute()).toEqual([]);
    expect((await login(t.app, DEMO)).json()).toMatchObject({ success: false });
    const owner = OPERATOR_SEEDS.find((o) => o.username === 'owner')!;
    const res = await loginRaw(t.app, { username: owner.username, password: owner.password });
    expect(res.statusCode).toBe(401);
  });

  it('offers no payment method on the sandbox and refuses a deposit on one', async () => {
    const player = await newPlayer(t.app, 'prodpay');
    const channels = await get(t.app, MONEY_PATHS.depositChannels, player.token);
    expect(channels.statusCode).toBe(200);
    expect(channels.json().value.channels).toEqual([]);
    const sandboxChannel = await t.app.database.db
      .selectFrom('payment_channels')
      .select('id')
      .where('merchant_code', '=', 'LUCKY')
      .where('direction', '=', 'deposit')
      .where('provider', '=', 'sandbox')
      .executeTakeFirstOrThrow();
    const order = await post(t.app, MONEY_PATHS.depositOrders, { channelId: sandboxChannel.id, amount: 500, requestId: rid() }, player.token);
    expect(order.statusCode).toBe(400);
    expect(order.json()).toMatchObject({ success: false, errorCode: 'payment.channel.unavailable' });
    expect(await t.app.database.db.selectFrom('deposit_orders').select('id').execute()).toEqual([]);
    const withdrawChannels = await get(t.app, MONEY_PATHS.withdrawChannels, player.token);
    expect(withdrawChannels.json().value).toEqual([]);
  });

  it('mounts no sandbox bank, no demo vendor site and no local OpenID provider', async () => {
    for (const url of ['/sandbox-pay/checkout/cs_x', '/games/demo/play.js', '/oidc-local/.well-known/openid-configuration']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
    }
    const hook = await t.app.inject({ method: 'POST', url: '/hooks/payments/sandbox', payload: { data: {} } });
    expect(hook.statusCode).toBe(404);
    const providers = await t.app.inject({ method: 'GET', url: '/wps/session/oauth/providers' });
    expect(JSON.stringify(providers.json())).not.toContain('oidc-local');
  });

  it('answers an outside vendor\'s game as not connected, and still plays the in-house games', async () => {
    const player = await newPlayer(t.app, 'prodplay');
    const games = t.app.database.db.selectFrom('games').select(['node_id', 'vassalage']).where('merchant_code', '=', 'LUCKY');
    const outside = await games.where('vassalage', '!=', 'BGS').where('game_type', '=', 'RNG').executeTakeFirstOrThrow();
    const refused = await post(t.app, GAME_PATHS.launch, { nodeId: outside.node_id }, player.token);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ success: false, errorCode: 'game.provider.unavailable' });
    const inHouse = await games.where('vassalage', '=', 'BGS').executeTakeFirstOrThrow();
    expect((await post(t.app, GAME_PATHS.launch, { nodeId: inHouse.node_id }, player.token)).statusCode).toBe(200);
  });

  it('keeps the body-encryption private key sealed in the database', async () => {
    await t.app.inject({ method: 'GET', url: ACCOUNT_PATHS.encryptionKey });
    const rows = await t.app.database.db.selectFrom('encryption_keys').select('private_pkcs8').execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.private_pkcs8).toMatch(/^sb1\./);
  });
});

describe('secrets at rest', () => {
  it('seal with AES-GCM under the configured key, open with the previous one during a rotation', () => {
    const old = createSecretBox('an-old-key-of-at-least-32-characters!!');
    const sealed = old.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(old.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    const rotated = createSecretBox('a-new-key-of-at-least-32-characters!!!', 'an-old-key-of-at-least-32-characters!!');
    expect(rotated.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(rotated.isCurrent(sealed)).toBe(false);
    expect(rotated.isCurrent(rotated.seal('x'))).toBe(true);
    // tampering is caught, and a key that is not there says so
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => old.open(tampered)).toThrow();
    expect(() => createSecretBox('some-other-key-of-at-least-32-characters').open(sealed)).toThrow(/DATA_ENCRYPTION_KEY/);
  });

  it('re-seals a private key stored in the clear by an older install at start-up', async () => {
    const first = await createTestApp();
    try {
      await first.app.inject({ method: 'GET', url: ACCOUNT_PATHS.encryptionKey });
      const db = first.app.database.db;
      const row = await db.selectFrom('encryption_keys').select(['kid', 'private_pkcs8']).executeTakeFirstOrThrow();
      const clear = first.app.secretBox.open(row.private_pkcs8);
      await db.updateTable('encryption_keys').set({ private_pkcs8: clear }).where('kid', '=', row.kid).execute();
      const reopened = await (await import('../src/core/encryption/service.ts')).createEncryptionService({
        repository: (await import('../src/core/encryption/repository.ts')).createEncryptionRepository(db),
        box: first.app.secretBox,
      });
      expect(await reopened.resealStored()).toBe(1);
      const after = await db.selectFrom('encryption_keys').select('private_pkcs8').where('kid', '=', row.kid).executeTakeFirstOrThrow();
      expect(after.private_pkcs8).toMatch(/^sb1\./);
      expect(first.app.secretBox.open(after.private_pkcs8)).toBe(clear);
      // and the key still opens what a client seals
      expect((await reopened.publicKey()).kid).toBe(row.kid);
    } finally {
      await first.close();
    }
  });
});
