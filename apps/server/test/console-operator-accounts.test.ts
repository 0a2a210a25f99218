import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CONSOLE_AUTH_PATHS, INBOX_CHAT_PATHS } from '@lobby/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig, REPO_ROOT } from '../src/config.ts';
import { redact } from '../src/core/operators/audit.ts';
import { totpCode } from '../src/core/operators/totp.ts';
import { OPERATOR_SEEDS } from '../src/db/seed/operators.ts';
import { auth, makeMember, tokenFor } from './helpers/accounts.ts';
import { consoleCall, consoleCookieOf, consoleLogin, loginRaw, newOperator, tokenCall } from './helpers/console.ts';
import { createTestApp, TEST_OPS_TOKEN } from './helpers/test-app.ts';
import type { TestApp } from './helpers/test-app.ts';

/**
 * Operators' accounts as a real install needs them: the first owner made by the operator command, passwords
 * (own change, an owner's reset, the strength rule), TOTP secrets sealed at rest, the audit log's outcome,
 * actions, redaction and before/after (written before a change runs), and a read-only look at a chat.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

const BASE32 = /^[A-Z2-7]{16,}=*$/;

async function lastRow(action: string) {
  return t.app.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id', 'desc').executeTakeFirstOrThrow();
}

describe('TOTP secrets at rest', () => {
  it('keeps no readable secret in the table: the seed wrote plain ones, the start sealed them, and sign-in still works', async () => {
    const rows = await t.app.db.selectFrom('operators').select(['username', 'totp_secret']).execute();
    expect(rows.length).toBeGreaterThanOrEqual(OPERATOR_SEEDS.length);
    for (const row of rows.filter((r) => r.totp_secret !== null)) {
      expect(row.totp_secret, row.username).toMatch(/^sb1\./);
      expect(row.totp_secret).not.toMatch(BASE32);
      const seed = OPERATOR_SEEDS.find((s) => s.username === row.username);
      if (seed) expect(row.totp_secret).not.toContain(seed.totpSecret);
    }
    // the seeded (sealed at start) secret still opens: the owner signs in with the published code
    expect(await consoleLogin(t.app, 'owner')).toBeTruthy();
  });

  it('seals a secret made while enrolling', async () => {
    const { secret } = await newOperator(t.app, { username: 'sealed-one', role: 'support', merchants: 'all' });
    expect(secret).toMatch(BASE32);
    const raw = await t.app.db.selectFrom('operators').select('totp_secret').where('username', '=', 'sealed-one').executeTakeFirstOrThrow();
    expect(raw.totp_secret).toMatch(/^sb1\./);
    expect(raw.totp_secret).not.toContain(secret!);
  });
});

describe('passwords', () => {
  it("lets an operator change their own password with the current one; their other sessions end, this one stays", async () => {
    const { cookie: first, password } = await newOperator(t.app, { username: 'changer', role: 'support', merchants: 'all' });
    const secret = (await t.app.operatorRepository.byUsername('changer'))!.totp_secret!;
    await t.app.db.updateTable('operators').set({ totp_last_step: null }).where('username', '=', 'changer').execute();
    const second = consoleCookieOf(await loginRaw(t.app, { username: 'changer', password, totp: totpCode(secret, t.app.clock()) }))!;
    expect(second).toBeTruthy();

    const wrongCurrent = await consoleCall(t.app, second, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: 'Not#The-Password-1', newPassword: 'Violet-Harbour-93-Kite' });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().errorCode).toBe('console.password.current_invalid');
    for (const [newPassword, problem] of [
      ['short#1A', 'tooShort'],
      ['P@ssw0rd2026!', 'common'],
      ['changer-2026-Blue', 'containsName'],
      ['qwertyuiop123', 'predictable'],
    ] as const) {
      const weak = await consoleCall(t.app, second, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: password, newPassword });
      expect(weak.statusCode, newPassword).toBe(400);
      expect(weak.json().errorCode).toBe('console.password.weak');
      expect(weak.json().value.problems, newPassword).toContain(problem);
    }

    const changed = await consoleCall(t.app, second, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: password, newPassword: 'Violet-Harbour-93-Kite' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().value.sessionsEnded).toBe(1);
    expect((await consoleCall(t.app, first, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(401);
    expect((await consoleCall(t.app, second, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(200);
    // the old password is gone
    expect((await loginRaw(t.app, { username: 'changer', password })).json().errorCode).toBe('console.login.invalid');
    // audited without the passwords
    const row = await lastRow('POST /ops/auth/password');
    expect(row).toMatchObject({ actor: 'changer', outcome: 'success', http_status: 200 });
    expect(JSON.parse(row.after_json!)).toEqual({ passwordChanged: true, otherSessionsEnded: 1 });
    const all = JSON.stringify(await t.app.db.selectFrom('audit_log').select(['before_json', 'after_json']).execute());
    expect(all).not.toContain('Violet-Harbour-93-Kite');
    expect(all).not.toContain(password);
  });

  it("lets an owner reset another operator's password: a one-time password, changed at the next sign-in, sessions ended", async () => {
    const { cookie: victim } = await newOperator(t.app, { username: 'forgetful', role: 'content', merchants: ['LUCKY'] });
    const owner = await consoleLogin(t.app, 'owner');
    const reset = await consoleCall(t.app, owner, 'POST', '/ops/operators/forgetful/password-reset');
    expect(reset.statusCode, reset.body).toBe(200);
    const { oneTimePassword } = reset.json().value as { oneTimePassword: string };
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(reset.headers['cache-control']).toBe('no-store');
    expect((await consoleCall(t.app, victim, 'GET', CONSOLE_AUTH_PATHS.me)).statusCode).toBe(401);
    // never in the audit log
    expect(JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute())).not.toContain(oneTimePassword);
    expect(await lastRow('POST /ops/operators/:username/password-reset')).toMatchObject({ actor: 'owner', outcome: 'success' });

    const secret = (await t.app.operatorRepository.byUsername('forgetful'))!.totp_secret!;
    await t.app.db.updateTable('operators').set({ totp_last_step: null }).where('username', '=', 'forgetful').execute();
    const login = await loginRaw(t.app, { username: 'forgetful', password: oneTimePassword, totp: totpCode(secret, t.app.clock()) });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().value).toMatchObject({ passwordChangeRequired: true, totpSetupRequired: false });
    const cookie = consoleCookieOf(login)!;
    expect((await consoleCall(t.app, cookie, 'GET', '/ops/announcements?merchant=LUCKY')).json()).toMatchObject({ errorCode: 'ops.forbidden', value: { passwordChangeRequired: true } });
    expect((await consoleCall(t.app, cookie, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: oneTimePassword, newPassword: 'Amber-Lantern-47-Moss' })).statusCode).toBe(200);
    expect((await consoleCall(t.app, cookie, 'GET', '/ops/announcements?merchant=LUCKY')).statusCode).toBe(200);

    // an owner resets their own password by changing it, not by a reset; others may not reset at all
    expect((await consoleCall(t.app, owner, 'POST', '/ops/operators/owner/password-reset')).json().errorCode).toBe('console.operator.self');
    const support = await consoleLogin(t.app, 'support');
    expect((await consoleCall(t.app, support, 'POST', '/ops/operators/viewer/password-reset')).statusCode).toBe(403);
    expect((await consoleCall(t.app, owner, 'POST', '/ops/operators/nobody-here/password-reset')).statusCode).toBe(404);
  });
});

describe('an owner adds an operator without typing a password', () => {
  it('answers a one-time password once, to be changed at the first sign-in, and keeps it out of the log', async () => {
    const owner = await consoleLogin(t.app, 'owner');
    const res = await consoleCall(t.app, owner, 'POST', CONSOLE_AUTH_PATHS.operators, { username: 'newbie', displayName: 'New Bie', role: 'support', merchants: ['LUCKY'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { oneTimePassword, passwordChangeRequired } = res.json().value as { oneTimePassword: string; passwordChangeRequired: boolean };
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    expect(passwordChangeRequired).toBe(true);
    expect(JSON.stringify(await t.app.db.selectFrom('audit_log').selectAll().execute())).not.toContain(oneTimePassword);
    const login = await loginRaw(t.app, { username: 'newbie', password: oneTimePassword });
    expect(login.json().value).toMatchObject({ passwordChangeRequired: true, totpSetupRequired: true });
    // a password typed by the owner must pass the rule
    const weak = await consoleCall(t.app, owner, 'POST', CONSOLE_AUTH_PATHS.operators, { username: 'newbie2', displayName: 'N', password: 'password1', role: 'support', merchants: 'all' });
    expect(weak.json().errorCode).toBe('console.password.weak');
  });
});

describe('every role signs in with a second factor', () => {
  it('sends a new operator of any role through enrolment before any other route', async () => {
    for (const role of ['content', 'support', 'agent_manager', 'read_only'] as const) {
      const given = 'Given#Operator-2026';
      const created = await tokenCall(t.app, 'POST', CONSOLE_AUTH_PATHS.operators, { username: `tfa-${role.replace('_', '-')}`, displayName: 'T', password: given, role, merchants: 'all' });
      expect(created.statusCode, created.body).toBe(200);
      const login = await loginRaw(t.app, { username: `tfa-${role.replace('_', '-')}`, password: given });
      expect(login.json().value, role).toMatchObject({ totpSetupRequired: true });
    }
  });
});

describe('a read-only look at a chat', () => {
  it('leaves it unread for support; support opening it marks it read', async () => {
    const member = await makeMember(t.app, { username: 'lookedat' });
    const token = await tokenFor(t.app, member);
    expect((await t.app.inject({ method: 'POST', url: INBOX_CHAT_PATHS.chatMessages, headers: auth(token), payload: { text: 'Where is my deposit?' } })).statusCode).toBe(200);
    const unread = async () => {
      const res = await tokenCall(t.app, 'GET', '/ops/chat?merchant=LUCKY');
      return (res.json().value.list as { account: string; unread: number }[]).find((r) => r.account === 'lookedat')?.unread;
    };
    expect(await unread()).toBe(1);
    const viewer = await consoleLogin(t.app, 'viewer');
    const looked = await consoleCall(t.app, viewer, 'GET', '/ops/chat/lookedat?merchant=LUCKY');
    expect(looked.statusCode).toBe(200);
    expect(looked.json().value.list).toHaveLength(1);
    expect(await unread()).toBe(1);
    const support = await consoleLogin(t.app, 'support');
    expect((await consoleCall(t.app, support, 'GET', '/ops/chat/lookedat?merchant=LUCKY')).statusCode).toBe(200);
    expect(await unread()).toBe(0);
  });
});

describe('the audit log', () => {
  it('writes a change down before it runs: a body too deep to keep whole still leaves its row, and the settlement its outcome', async () => {
    const before = await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/ops/agents/settle',
      headers: { authorization: `Bearer ${TEST_OPS_TOKEN}`, 'content-type': 'application/json' },
      payload: deep,
    });
    expect(res.statusCode).toBeLessThan(500);
    const after = await t.app.db.selectFrom('audit_log').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    const row = await lastRow('POST /ops/agents/settle');
    expect(row.outcome).toBe(res.statusCode < 400 ? 'success' : 'failed');
    expect(Number(row.http_status)).toBe(res.statusCode);
    expect(row.actor).toBe('ops-token');
    expect((row.after_json ?? '').length).toBeLessThan(2000);
  });

  it('keeps the table append-only but for the one completion of a pending row', async () => {
    const at = t.app.clock();
    await t.app.db
      .insertInto('audit_log')
      .values({ at, actor: 'x', actor_role: 'owner', merchant_code: null, action: 'POST /ops/test', target: null, before_json: null, after_json: null, ip: '1', status: 'pending', outcome: 'pending', http_status: null, completed_at: null })
      .execute();
    const row = await lastRow('POST /ops/test');
    await t.app.db.updateTable('audit_log').set({ outcome: 'success', http_status: 200, status: 'ok', completed_at: at }).where('id', '=', row.id).execute();
    await expect(t.app.db.updateTable('audit_log').set({ outcome: 'failed' }).where('id', '=', row.id).execute()).rejects.toThrow(/append-only/);
    await expect(sql`update audit_log set actor = 'me' where outcome = 'pending'`.execute(t.app.db)).resolves.toBeDefined();
    await expect(sql`delete from audit_log where id = ${row.id}`.execute(t.app.db)).rejects.toThrow(/append-only/);
    // a pending row may not change who or what it names
    await t.app.db
      .insertInto('audit_log')
      .values({ at, actor: 'y', actor_role: 'owner', merchant_code: null, action: 'POST /ops/test', target: null, before_json: null, after_json: null, ip: '1', status: 'pending', outcome: 'pending', http_status: null, completed_at: null })
      .execute();
    const pending = await lastRow('POST /ops/test');
    await expect(t.app.db.updateTable('audit_log').set({ outcome: 'success', actor: 'someone-else' }).where('id', '=', pending.id).execute()).rejects.toThrow(/append-only/);
  });

  it('answers each outcome, filterable: a failed sign-in, a refused change, a success', async () => {
    const viewer = await consoleLogin(t.app, 'viewer');
    await loginRaw(t.app, { username: 'finance', password: 'Wrong#Password-1' });
    const refused = await consoleCall(t.app, viewer, 'PATCH', '/ops/merchants/LUCKY', { maintenance: false });
    expect(refused.statusCode).toBe(403);
    const owner = await consoleLogin(t.app, 'owner');
    expect((await consoleCall(t.app, owner, 'PATCH', '/ops/merchants/LUCKY', { maintenance: false })).statusCode).toBe(200);

    const list = async (query: string) => (await consoleCall(t.app, viewer, 'GET', `/ops/audit?${query}`)).json().value.list as Record<string, unknown>[];
    const failedLogins = await list(`action=${encodeURIComponent('POST /ops/auth/login')}&outcome=failed&actor=finance`);
    expect(failedLogins[0]).toMatchObject({ actor: 'finance', outcome: 'failed', httpStatus: 401, status: 'bad_password' });
    const refusedRows = await list(`outcome=refused&actor=viewer&action=${encodeURIComponent('PATCH /ops/merchants/:code')}`);
    expect(refusedRows[0]).toMatchObject({ actor: 'viewer', outcome: 'refused', httpStatus: 403, status: 'ops.forbidden', merchant: 'LUCKY', target: { code: 'LUCKY' } });
    const ok = await list(`outcome=success&actor=owner&action=${encodeURIComponent('PATCH /ops/merchants/:code')}`);
    expect(ok[0]).toMatchObject({ outcome: 'success', httpStatus: 200 });
    expect((await list('outcome=success')).every((r) => r.outcome === 'success')).toBe(true);
    // several actions at once
    const both = await list(`action=${encodeURIComponent('POST /ops/auth/login,PATCH /ops/merchants/:code')}&limit=200`);
    expect(new Set(both.map((r) => r.action))).toEqual(new Set(['POST /ops/auth/login', 'PATCH /ops/merchants/:code']));
    expect((await consoleCall(t.app, viewer, 'GET', '/ops/audit?outcome=maybe')).statusCode).toBe(400);
  });

  it('lists the actions it can hold with labels for people', async () => {
    const viewer = await consoleLogin(t.app, 'viewer');
    const res = await consoleCall(t.app, viewer, 'GET', CONSOLE_AUTH_PATHS.auditActions);
    expect(res.statusCode).toBe(200);
    const list = res.json().value.list as { action: string; label: string; permission: string | null }[];
    const byAction = Object.fromEntries(list.map((a) => [a.action, a]));
    expect(byAction['POST /ops/auth/login']).toMatchObject({ label: 'Operator sign-in', permission: null });
    expect(byAction['POST /ops/withdrawals/:orderNo/approve']).toMatchObject({ permission: 'cashier.review' });
    expect(byAction['PATCH /ops/merchants/:code']!.label).not.toMatch(/^PATCH/);
    expect(byAction['CLI create operator']).toBeDefined();
    // reads are there only when their route audits them (opening a player's identity document)
    expect(list.filter((a) => a.action.startsWith('GET ')).map((a) => a.action)).toEqual(['GET /ops/kyc/documents/:id']);
    // every changing /ops route is there
    for (const r of t.app.routeTable.filter((e) => e.url.startsWith('/ops/') && e.method !== 'GET')) expect(byAction[`${r.method} ${r.url}`], r.url).toBeDefined();
  });

  it('redacts real secrets by exact name and keeps codes and flags readable', async () => {
    expect(redact({ password: 'a', newPassword: 'b', totpSecret: 'c', token: 'd', pin: '1234', code: 'LUCKY', resetTotp: true, totpEnabled: false, whitelabel: { CHNGPASSMAIL3: true }, passwordHint: 'x' })).toEqual({
      password: '[redacted]',
      newPassword: '[redacted]',
      totpSecret: '[redacted]',
      token: '[redacted]',
      pin: '[redacted]',
      code: 'LUCKY',
      resetTotp: true,
      totpEnabled: false,
      whitelabel: { CHNGPASSMAIL3: true },
      passwordHint: 'x',
    });
    const owner = await consoleLogin(t.app, 'owner');
    const res = await consoleCall(t.app, owner, 'PATCH', '/ops/operators/viewer', { resetTotp: false, displayName: 'Viewer' });
    expect(res.statusCode, res.body).toBe(200);
    const brand = await consoleCall(t.app, owner, 'PATCH', '/ops/merchants/GOLDEN', { maintenance: false });
    expect(brand.statusCode).toBe(200);
    const row = await lastRow('PATCH /ops/merchants/:code');
    expect(JSON.parse(row.after_json!)).toMatchObject({ code: 'GOLDEN' });
    expect(row.after_json).not.toContain('[redacted]');
  });

  it('has a before for every change a handler made', async () => {
    const owner = await consoleLogin(t.app, 'owner');
    const games = (await consoleCall(t.app, owner, 'GET', '/ops/games?merchant=LUCKY&limit=1')).json().value;
    const game = (games.list ?? games.rows ?? [])[0] as { gameId?: string; id?: string } | undefined;
    if (game) {
      const id = game.gameId ?? game.id;
      const res = await consoleCall(t.app, owner, 'PATCH', `/ops/games/${encodeURIComponent(String(id))}?merchant=LUCKY`, { isNew: true });
      if (res.statusCode === 200) expect((await lastRow('PATCH /ops/games/:gameId')).before_json).not.toBeNull();
    }
    const note = await consoleCall(t.app, owner, 'POST', '/ops/members/demo/notes?merchant=LUCKY', { text: 'Called about a deposit' });
    expect(note.statusCode, note.body).toBe(200);
    const noteRow = await lastRow('POST /ops/members/:account/notes');
    expect(noteRow.outcome).toBe('success');
    // a new note: stated as nothing before it (JSON null), not left unstated
    expect(noteRow.before_json).toBe('null');
    expect(JSON.parse(noteRow.after_json!)).toMatchObject({ text: 'Called about a deposit', author: 'owner' });
    const disabled = await consoleCall(t.app, owner, 'POST', '/ops/members/player11/status?merchant=LUCKY', { enabled: false, reason: 'Chargeback' });
    expect(disabled.statusCode, disabled.body).toBe(200);
    const statusRow = await lastRow('POST /ops/members/:account/status');
    expect(JSON.parse(statusRow.before_json!)).toEqual({ status: 'enabled' });
    expect(JSON.parse(statusRow.after_json!)).toMatchObject({ status: 'disabled', reason: 'Chargeback' });
    await consoleCall(t.app, owner, 'POST', '/ops/members/player11/status?merchant=LUCKY', { enabled: true, reason: 'Resolved' });
  });
});

describe('the operator command', () => {
  const exec = promisify(execFile);
  let dir: string;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'lobby-operator-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'ops.db')}`, DATA_DIR: dir, LOG_LEVEL: 'silent', SEED_DEMO: '0' });
  const run = (args: string[]) => exec(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/server/src/operator-cli.ts'), ...args], { cwd: REPO_ROOT, env: env() });

  it('creates the first owner with a one-time password, who then chooses a password and enrols TOTP through the API', async () => {
    const { stdout } = await run(['create', 'Alice', '--role', 'owner']);
    expect(stdout).toMatch(/Created operator "alice" \(role owner, all merchants/);
    expect(stdout).toMatch(/Choose a new password/);
    expect(stdout).toMatch(/authenticator app/);
    const oneTime = /One-time password for alice:\s+(\S+)/.exec(stdout)?.[1];
    expect(oneTime).toMatch(/^[A-Za-z0-9]{5}(-[A-Za-z0-9]{5}){3}$/);
    const again = await run(['create', 'alice', '--role', 'owner']).catch((e: { code: number; stderr: string }) => e);
    expect(again).toMatchObject({ code: 2 });
    expect((again as { stderr: string }).stderr).toMatch(/already exists/);
    const scoped = await run(['create', 'bob', '--role', 'finance', '--merchants', 'LUCKY,GOLDEN']);
    expect(scoped.stdout).toMatch(/merchants LUCKY, GOLDEN/);
    const bad = await run(['create', 'carol', '--role', 'support', '--merchants', 'NOPE']).catch((e: { code: number; stderr: string }) => e);
    expect((bad as { stderr: string }).stderr).toMatch(/unknown merchant/);

    const app = await buildApp({ config: { ...loadConfig(env()), opsToken: undefined } });
    try {
      const login = await loginRaw(app, { username: 'alice', password: oneTime! });
      expect(login.statusCode, login.body).toBe(200);
      expect(login.json().value).toMatchObject({ passwordChangeRequired: true, totpSetupRequired: true, operator: { role: 'owner', merchants: 'all' } });
      const cookie = consoleCookieOf(login)!;
      expect((await consoleCall(app, cookie, 'GET', '/ops/merchants')).statusCode).toBe(403);
      expect((await consoleCall(app, cookie, 'POST', CONSOLE_AUTH_PATHS.password, { currentPassword: oneTime, newPassword: 'Cobalt-Meadow-61-Ferry' })).statusCode).toBe(200);
      const setup = (await consoleCall(app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpSetup)).json().value as { secret: string };
      expect((await consoleCall(app, cookie, 'POST', CONSOLE_AUTH_PATHS.totpEnable, { code: totpCode(setup.secret, Date.now()) })).statusCode).toBe(200);
      expect((await consoleCall(app, cookie, 'GET', '/ops/merchants')).statusCode).toBe(200);
      const raw = await app.db.selectFrom('operators').select('totp_secret').where('username', '=', 'alice').executeTakeFirstOrThrow();
      expect(raw.totp_secret).not.toContain(setup.secret);
      expect((await app.db.selectFrom('audit_log').selectAll().where('action', '=', 'CLI create operator').execute()).map((r) => r.target)).toEqual([
        JSON.stringify({ username: 'alice' }),
        JSON.stringify({ username: 'bob' }),
      ]);
    } finally {
      await app.close();
    }

    const listed = await run(['list']);
    expect(listed.stdout).toMatch(/alice\s+owner\s+all\s+active, two-step on/);
    expect(listed.stdout).toMatch(/bob\s+finance\s+GOLDEN,LUCKY\s+active, two-step not set up, must change password/);
    const reset = await run(['reset-password', 'alice']);
    expect(reset.stdout).toMatch(/One-time password for alice/);
  }, 120_000);
});
