import { ACCOUNT_PATHS, PLAYER_ENDPOINTS } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT, DEMO, GOLDEN, tokenFor } from '../helpers/accounts.ts';
import type { InjectResult } from '../helpers/accounts.ts';
import { createTestApp, opsHeaders } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';

/**
 * The authorization matrix, generated from the app's own route table (app.routeTable): every route has one
 * declared access rule below, and every kind of caller is sent to every route to check that rule, error
 * codes included. A new route fails this suite until its rule is declared. Runs on SQLite or PostgreSQL.
 */

/**
 * Who may call a route:
 * - public: the JSON API for everyone; no caller is refused by the auth layer (no 401/403)
 * - session: any live session of the tenant (trial accounts included); visitors 401 login.required
 * - real: a real member or agent; trial accounts 403 permission.trial
 * - agent: agents only; members 403 permission.denied
 * - player: a real member who is not an agent (the Invite tab); trial accounts 403 permission.trial, agents
 *   403 permission.denied
 * - ops: the operator token (Authorization: Bearer OPS_TOKEN) or an operator's console session (the
 *   role-by-route matrix is console-authorization.test.ts); anything else 401 ops.unauthorized
 * - console: an operator's own console session only (not even the token): 401 ops.unauthorized here
 * - vendor: game vendors' seamless wallet calls, answered RS_ERROR_INVALID_SIGNATURE unless signed
 * - webhook: payment providers' events, 400 payment.webhook.invalid unless signed
 * - psp: the sandbox payment provider's own API, 401 without its secret key
 * - ticket: pages and calls opened with a short-lived signed ticket (game pages, chat room), 403 without one
 * - page: HTML, images, scripts and documents anyone may fetch (web app, media, docs, sign-in pages)
 */
type Access = 'public' | 'session' | 'real' | 'agent' | 'player' | 'ops' | 'console' | 'vendor' | 'webhook' | 'psp' | 'ticket' | 'page';

/** Every route outside the player API (`/wps`, `/lgw`: their rules are their descriptors' `access`, see DESCRIBED). */
const ACCESS: Record<string, Access> = {
  // documentation and the web app
  'GET /docs': 'page',
  'GET /docs/static/index.html': 'page',
  'GET /docs/static/swagger-initializer.js': 'page',
  'GET /docs/json': 'page',
  'GET /docs/yaml': 'page',
  'GET /docs/static/*': 'page',
  'GET /openapi.json': 'page',
  'GET /': 'page',
  'GET /m': 'page',
  'GET /m/*': 'page',
  // a credential form submitted before the app is live: 303 back to its page, the body dropped
  'POST /m/login': 'page',
  'POST /m/register': 'page',
  'POST /m/forget': 'page',
  'POST /m/resetPsw': 'page',
  // the brand's web app manifest (name, icons, colours of the brand the page is shown as)
  'GET /m/manifest.webmanifest': 'page',
  'GET /console': 'page',
  'GET /console/*': 'page',
  'GET /healthz': 'public',
  'GET /livez': 'public',
  'GET /readyz': 'public',
  // Prometheus: a bearer token (METRICS_TOKEN) or a direct request from a private address (observability.test.ts)
  'GET /metrics': 'public',

  // server-made artwork
  'GET /media/brand/:code/logo.svg': 'page',
  'GET /media/brand/:code/icons/:file': 'page',
  'GET /media/brand/:code/:file': 'page',
  'GET /media/promotions/:file': 'page',
  'GET /media/download/:code/:file': 'page',
  'GET /media/avatars/:file': 'page',
  'GET /media/games/:file': 'page',
  'GET /media/vendors/:file': 'page',
  'GET /media/banners/:file': 'page',

  // the local OpenID provider standing in for Google and Facebook (its own sign-in pages and protocol)
  'GET /oidc-local/interaction/:uid': 'page',
  'POST /oidc-local/interaction/:uid/login': 'page',
  'POST /oidc-local/interaction/:uid/confirm': 'page',
  'POST /oidc-local/interaction/:uid/abort': 'page',
  'GET /oidc-local/*': 'page',
  'POST /oidc-local/*': 'page',
  'OPTIONS /oidc-local/*': 'page',

  // the support chat's room (its JSON API under /wps is described in the contract)
  'GET /chat/room': 'ticket',
  'GET /chat/room.js': 'page',

  // the agent area
  'POST /ops/agents/settle': 'ops',

  // money
  'POST /hooks/payments/:provider': 'webhook',
  'POST /sandbox-pay/v1/checkout_sessions': 'psp',
  'GET /sandbox-pay/v1/checkout_sessions/:id': 'psp',
  'POST /sandbox-pay/v1/wallets/:wallet/transactions': 'psp',
  'GET /sandbox-pay/checkout/:id': 'page',
  'POST /sandbox-pay/checkout/:id/:action': 'page',
  'POST /vendor-api/:integration/user/balance': 'vendor',
  'POST /vendor-api/:integration/transaction/bet': 'vendor',
  'POST /vendor-api/:integration/transaction/win': 'vendor',
  'POST /vendor-api/:integration/transaction/rollback': 'vendor',

  // games
  'GET /games/demo/play.js': 'page',
  // a transfer-wallet game's Back to lobby link: a valid exit ticket brings the money back; any other leads to the lobby
  'GET /games/transfer/exit': 'page',
  'GET /games/demo/slot.js': 'page',
  'GET /games/demo/:nodeId': 'ticket',
  'POST /games/demo/api/spin': 'ticket',
  // the demo vendor's live tables: anyone watches a table (its state, its socket); bets and a player's own result need the play session
  'GET /games/demo/live/live.js': 'page',
  'GET /games/demo/live/state': 'public',
  'GET /games/demo/live/socket': 'public',
  'POST /games/demo/live/bet': 'ticket',
  'POST /games/demo/live/mine': 'ticket',
  'GET /games/demo/cockfight/cockfight.js': 'page',
  'GET /games/demo/cockfight/state': 'public',
  'GET /games/demo/cockfight/socket': 'public',
  'POST /games/demo/cockfight/bet': 'ticket',
  'POST /games/demo/cockfight/mine': 'ticket',
  // the demo vendor's fishing game: its script for anyone; the room, the fish, the shots and the seed need the play session
  'GET /games/demo/fishing/fishing.js': 'page',
  'POST /games/demo/fishing/room': 'ticket',
  'POST /games/demo/fishing/fish': 'ticket',
  'POST /games/demo/fishing/shot': 'ticket',
  'POST /games/demo/fishing/rotate': 'ticket',
  // the demo vendor's video poker and lottery betting: their scripts for anyone; deals, draws, orders and cancels need the play session
  'GET /games/demo/holdem/holdem.js': 'page',
  'POST /games/demo/holdem/state': 'ticket',
  'POST /games/demo/holdem/sit': 'ticket',
  'POST /games/demo/holdem/act': 'ticket',
  'POST /games/demo/holdem/leave': 'ticket',
  'GET /games/demo/poker/poker.js': 'page',
  'POST /games/demo/poker/deal': 'ticket',
  'POST /games/demo/poker/draw': 'ticket',
  'GET /games/demo/lottery/lottery.js': 'page',
  'POST /games/demo/lottery/order': 'ticket',
  'POST /games/demo/lottery/orders': 'ticket',
  'POST /games/demo/lottery/cancel': 'ticket',
  // crash: anyone watches the live round over the socket (its HTTP routes are described in the contract)
  'GET /ws/crash': 'public',
  'GET /ws/tournaments/:id': 'public',
  // the book's live odds, scores and suspensions for anyone; a signed-in member's own bets on the same socket
  'GET /ws/sportsbook': 'public',

  // operators
  'GET /ops/openapi.json': 'ops',
  'GET /ops/merchants': 'ops',
  'GET /ops/merchants/:code': 'ops',
  'PATCH /ops/merchants/:code': 'ops',
  'GET /ops/merchants/:code/hot': 'ops',
  'PUT /ops/merchants/:code/hot': 'ops',
  'POST /ops/merchants/:code/lobby-news': 'ops',
  'PATCH /ops/promotions/applications/:id': 'ops',
  'GET /ops/members/:account/ledger': 'ops',
  'POST /ops/members/:account/adjustments': 'ops',
  'POST /ops/members/:account/messages': 'ops',
  'GET /ops/ledger/integrity': 'ops',
  'GET /ops/reports/daily': 'ops',
  'GET /ops/deposits': 'ops',
  'GET /ops/withdrawals': 'ops',
  'POST /ops/withdrawals/:orderNo/approve': 'ops',
  'POST /ops/withdrawals/:orderNo/reject': 'ops',
  'GET /ops/outbox': 'ops',
  'GET /ops/jobs': 'ops',
  'GET /ops/jobs/:id': 'ops',
  'POST /ops/jobs/:id/retry': 'ops',
  'POST /ops/chat/:account/reply': 'ops',

  // live casino hosts
  'GET /media/live-hosts/:file': 'page',
  'PATCH /ops/live-hosts/:id': 'ops',

  // the operator console's accounts
  'POST /ops/auth/login': 'public',
  'POST /ops/auth/totp/setup': 'console',
  'POST /ops/auth/totp/enable': 'console',
  'POST /ops/auth/logout': 'console',
  'GET /ops/auth/me': 'console',
  'POST /ops/auth/password': 'console',
  'GET /ops/auth/captcha': 'public',
  'GET /ops/operators': 'ops',
  'POST /ops/operators': 'ops',
  'PATCH /ops/operators/:username': 'ops',
  'POST /ops/operators/:username/password-reset': 'ops',
  'GET /ops/audit/actions': 'ops',
  'GET /ops/audit': 'ops',
  // the operator console: dashboard, players, cashier
  'GET /ops/dashboard': 'ops',
  'GET /ops/members': 'ops',
  'GET /ops/members/:account': 'ops',
  'GET /ops/members/:account/rounds': 'ops',
  'GET /ops/members/:account/deposits': 'ops',
  'GET /ops/members/:account/withdrawals': 'ops',
  'GET /ops/members/:account/sessions': 'ops',
  'DELETE /ops/members/:account/sessions': 'ops',
  'DELETE /ops/members/:account/sessions/:id': 'ops',
  'GET /ops/members/:account/logins': 'ops',
  'GET /ops/members/:account/notes': 'ops',
  'POST /ops/members/:account/notes': 'ops',
  'POST /ops/members/:account/status': 'ops',
  'GET /ops/adjustments': 'ops',
  'GET /ops/members/:account/protection': 'ops',
  'POST /ops/members/:account/protection/limits': 'ops',
  'POST /ops/members/:account/protection/exclusion': 'ops',
  'POST /ops/members/:account/protection/exclusion/lift': 'ops',
  'GET /ops/protection/limit-hits': 'ops',
  'GET /ops/aml/alerts': 'ops',
  'POST /ops/aml/alerts/:id/decision': 'ops',
  'GET /ops/aml/rules': 'ops',
  'PUT /ops/aml/rules': 'ops',
  'GET /ops/kyc/submissions': 'ops',
  'GET /ops/kyc/submissions/:id': 'ops',
  'POST /ops/kyc/submissions/:id/decision': 'ops',
  'GET /ops/kyc/documents/:id': 'ops',
  'GET /ops/kyc/rules': 'ops',
  'PUT /ops/kyc/rules': 'ops',
  // bonus campaigns, their codes and grants, the campaign report
  'GET /ops/bonus/campaigns': 'ops',
  'POST /ops/bonus/campaigns': 'ops',
  'GET /ops/bonus/campaigns/:id': 'ops',
  'PUT /ops/bonus/campaigns/:id': 'ops',
  'POST /ops/bonus/campaigns/:id/status': 'ops',
  'GET /ops/bonus/campaigns/:id/codes': 'ops',
  'POST /ops/bonus/campaigns/:id/codes': 'ops',
  'GET /ops/bonus/grants': 'ops',
  'POST /ops/bonus/grants/:id/forfeit': 'ops',
  'GET /ops/bonus/report': 'ops',
  'GET /ops/tournaments': 'ops',
  'GET /ops/tournaments/games': 'ops',
  'POST /ops/tournaments': 'ops',
  'GET /ops/tournaments/:id': 'ops',
  'PUT /ops/tournaments/:id': 'ops',
  'POST /ops/tournaments/:id/publish': 'ops',
  'POST /ops/tournaments/:id/cancel': 'ops',
  // the sportsbook's trading desk: read with sportsbook.read, suspend and price with sportsbook.manage, settle and
  // void with sportsbook.settle, the report with reports.read (the descriptors' permissions, checked by role in
  // console-authorization.test.ts)
  'GET /ops/sportsbook/events': 'ops',
  'GET /ops/sportsbook/events/:id': 'ops',
  'POST /ops/sportsbook/events/:id/suspension': 'ops',
  'POST /ops/sportsbook/markets/:id/suspension': 'ops',
  'POST /ops/sportsbook/markets/:id/settle': 'ops',
  'POST /ops/sportsbook/markets/:id/void': 'ops',
  'GET /ops/sportsbook/margins': 'ops',
  'PUT /ops/sportsbook/margins': 'ops',
  'GET /ops/sportsbook/limits': 'ops',
  'PUT /ops/sportsbook/limits': 'ops',
  'GET /ops/sportsbook/bets': 'ops',
  'GET /ops/sportsbook/report': 'ops',
  'GET /ops/members/:account/risk': 'ops',
  'POST /ops/members/:account/risk/review': 'ops',
  'PUT /ops/members/:account/risk/tags': 'ops',
  'GET /ops/risk/reviews': 'ops',
  'GET /ops/segments': 'ops',
  'POST /ops/segments': 'ops',
  'POST /ops/segments/preview': 'ops',
  'GET /ops/segments/:id': 'ops',
  'PUT /ops/segments/:id': 'ops',
  'DELETE /ops/segments/:id': 'ops',
  'GET /ops/segments/:id/members': 'ops',
  'GET /ops/messages': 'ops',
  'POST /ops/messages/preview': 'ops',
  'GET /ops/messages/:id': 'ops',
  'POST /ops/messages/:id/cancel': 'ops',
  'POST /ops/adjustments/:id/approve': 'ops',
  'GET /ops/withdrawals/:orderNo/review': 'ops',
  'GET /ops/reports/finance': 'ops',
  // the operator console: content, games, support, agents, brands, reports
  'DELETE /ops/announcements/:id': 'ops',
  'DELETE /ops/help/:tag': 'ops',
  'GET /ops/agents': 'ops',
  'GET /ops/agents/:account/contracts': 'ops',
  'GET /ops/agents/:account/relays': 'ops',
  'GET /ops/agents/:account/settlements': 'ops',
  'GET /ops/announcements': 'ops',
  'GET /ops/chat': 'ops',
  'GET /ops/chat/:account': 'ops',
  'GET /ops/chat/stream': 'ops',
  'GET /ops/games': 'ops',
  'GET /ops/help': 'ops',
  'GET /ops/merchants/:code/channels': 'ops',
  'GET /ops/promotions': 'ops',
  'GET /ops/promotions/applications': 'ops',
  'GET /ops/reports/:kind': 'ops',
  'PATCH /ops/announcements/:id': 'ops',
  'PATCH /ops/games/:gameId': 'ops',
  'PATCH /ops/help/:tag': 'ops',
  'PATCH /ops/merchants/:code/channels': 'ops',
  'POST /ops/announcements': 'ops',
  'POST /ops/help': 'ops',
  'POST /ops/messages': 'ops',
};

/** Calls that end the caller's session: each caller gets a session of its own for them. */
const ENDS_SESSION = new Set(['POST /wps/session/logout', 'DELETE /wps/session/logout', 'POST /wps/session/renew']);

type Caller = 'visitor' | 'trial' | 'member' | 'agent' | 'foreign' | 'ops' | 'ops-no-token';

/** The callers each rule is checked with (every rule also meets the ones it refuses). */
const CALLERS: Record<Access, Caller[]> = {
  public: ['visitor', 'trial', 'member', 'agent', 'foreign'],
  session: ['visitor', 'trial', 'member', 'agent', 'foreign', 'ops'],
  real: ['visitor', 'trial', 'member', 'agent', 'foreign', 'ops'],
  agent: ['visitor', 'trial', 'member', 'agent', 'foreign', 'ops'],
  player: ['visitor', 'trial', 'member', 'agent', 'foreign', 'ops'],
  ops: ['ops', 'ops-no-token', 'member', 'trial', 'agent'],
  console: ['ops', 'ops-no-token', 'member', 'visitor'],
  vendor: ['visitor', 'member'],
  webhook: ['visitor', 'member'],
  psp: ['visitor', 'member'],
  ticket: ['visitor', 'member'],
  page: ['visitor', 'member'],
};

/** What the auth layer says when it refuses; a caller who may call a route never gets one of these. */
const AUTH_CODES = new Set(['login.required', 'login.session.expired', 'permission.trial', 'permission.denied', 'ops.unauthorized']);

/** Valid-looking path parameters. */
const PARAMS: Record<string, string> = {
  code: 'LUCKY',
  account: 'demo',
  id: '1',
  orderNo: 'D20260101000000001',
  provider: 'sandbox',
  integration: 'DEMO',
  file: 'x.svg',
  nodeId: 'x',
  uid: 'x',
  wallet: 'x',
  action: 'pay',
};

function urlOf(pattern: string): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => PARAMS[name] ?? 'x').replace(/\*$/, 'x');
}

function isTenantPath(url: string): boolean {
  return /^\/(wps|lgw)\//.test(url);
}

let t: TestApp;
const tokens = {} as Record<'trial' | 'member' | 'agent' | 'foreign', string>;
let ip = 0;
/** A fresh client address per call, so per-IP limits never decide an answer here. */
const nextIp = () => `10.77.${(++ip >> 8) & 255}.${ip & 255}`;

async function trialToken(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: ACCOUNT_PATHS.freeplay, remoteAddress: nextIp() });
  if (res.statusCode !== 200) throw new Error(`freeplay: ${res.statusCode} ${res.body}`);
  return res.json().value.token as string;
}

async function freshTokens(): Promise<typeof tokens> {
  return {
    trial: await trialToken(),
    member: await tokenFor(t.app, DEMO),
    agent: await tokenFor(t.app, AGENT),
    foreign: await tokenFor(t.app, GOLDEN, { merchant: 'GOLDEN' }),
  };
}

beforeAll(async () => {
  t = await createTestApp({ loginIpLimit: 1_000_000 });
  await t.app.ready();
  Object.assign(tokens, await freshTokens());
});

afterAll(async () => {
  await t?.close();
});

interface Call {
  body?: string;
  query?: string;
  tokens?: typeof tokens;
}

async function send(key: string, caller: Caller, call: Call = {}): Promise<InjectResult> {
  const [method, pattern] = key.split(' ') as [string, string];
  const url = urlOf(pattern) + (call.query ? `?${call.query}` : '');
  const own = call.tokens ?? tokens;
  const headers: Record<string, string> = {};
  if (isTenantPath(url)) headers.merchant = caller === 'trial' ? 'LUCKYTRIAL' : 'LUCKY';
  if (caller === 'trial' || caller === 'member' || caller === 'agent' || caller === 'foreign') headers.authorization = own[caller];
  if (caller === 'ops') Object.assign(headers, opsHeaders());
  const hasBody = !['GET', 'OPTIONS'].includes(method);
  if (hasBody) headers['content-type'] = 'application/json';
  return (await t.app.inject({
    method: method as 'GET',
    url,
    headers,
    payload: hasBody ? (call.body ?? '{}') : undefined,
    remoteAddress: nextIp(),
  })) as unknown as InjectResult;
}

function errorCodeOf(res: InjectResult): string | undefined {
  try {
    const code = JSON.parse(res.body)?.errorCode;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

function refusal(res: InjectResult): { status: number; code: string | undefined } {
  return { status: res.statusCode, code: errorCodeOf(res) };
}

/** Allowed through: not refused by the auth layer (what the route answers next is its own business). */
function expectAllowed(res: InjectResult, context: string): void {
  expect([401, 403], `${context} was refused: ${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
  expect(AUTH_CODES.has(errorCodeOf(res) ?? ''), `${context}: ${res.body.slice(0, 200)}`).toBe(false);
}

function expectRefused(res: InjectResult, status: number, code: string, context: string): void {
  expect(refusal(res), `${context}: ${res.body.slice(0, 200)}`).toEqual({ status, code });
}

function check(access: Access, caller: Caller, res: InjectResult, context: string): void {
  switch (access) {
    case 'public':
    case 'page':
      expectAllowed(res, context);
      return;
    case 'session':
    case 'real':
    case 'agent':
    case 'player':
      if (caller === 'visitor') return expectRefused(res, 401, 'login.required', context);
      // another merchant's session, or the operator token: not a session of this tenant
      if (caller === 'foreign' || caller === 'ops') return expectRefused(res, 401, 'login.session.expired', context);
      if (caller === 'trial' && access !== 'session') return expectRefused(res, 403, 'permission.trial', context);
      if (caller === 'member' && access === 'agent') return expectRefused(res, 403, 'permission.denied', context);
      if (caller === 'agent' && access === 'player') return expectRefused(res, 403, 'permission.denied', context);
      expectAllowed(res, context);
      return;
    case 'ops':
      if (caller === 'ops') return expectAllowed(res, context);
      expectRefused(res, 401, 'ops.unauthorized', context);
      expect(res.headers['www-authenticate'], context).toBe('Bearer');
      return;
    case 'console':
      return expectRefused(res, 401, 'ops.unauthorized', context);
    case 'vendor':
      expect(res.statusCode, context).toBe(200);
      expect(res.json(), context).toMatchObject({ status: 'RS_ERROR_INVALID_SIGNATURE', balance: 0 });
      return;
    case 'webhook':
      return expectRefused(res, 400, 'payment.webhook.invalid', context);
    case 'psp':
      expect(res.statusCode, context).toBe(401);
      expect(res.body, context).toContain('unauthorized');
      return;
    case 'ticket':
      expect(res.statusCode, `${context}: ${res.body.slice(0, 200)}`).toBe(403);
      return;
  }
}

/** The player API's rules come from its descriptors in the contract (their `access`): what this suite checks is what the web app is told. */
const DESCRIBED: Record<string, Access> = Object.fromEntries(Object.values(PLAYER_ENDPOINTS).map((e) => [`${e.method} ${e.path}`, e.access]));
const declared = [...Object.entries(ACCESS), ...Object.entries(DESCRIBED)];
const declaredKeys = new Set(declared.map(([key]) => key));

describe('the route table', () => {
  it('has an access rule declared for every route, and no rule for a route that is gone', () => {
    const served = t.app.routeTable.map((r) => `${r.method} ${r.url}`);
    const undeclared = served.filter((key) => !declaredKeys.has(key));
    const gone = declared.map(([key]) => key).filter((key) => !served.includes(key));
    expect(
      undeclared,
      `Routes without an access rule: declare each in ACCESS in apps/server/test/reliability/authz-matrix.test.ts ` +
        `as 'public' | 'session' | 'real' | 'agent' | 'ops' | 'vendor' | 'webhook' | 'psp' | 'ticket' | 'page' ` +
        `(see its onRequest guard)`,
    ).toEqual([]);
    expect(gone, 'Access rules for routes the app no longer serves: remove them from ACCESS').toEqual([]);
    expect(new Set(served).size, 'a route is registered twice').toBe(served.length);
  });

  it('takes every player route (/wps, /lgw) from its descriptor in the contract, none from a rule written here', () => {
    const written = Object.keys(ACCESS).filter((key) => /^\w+ \/(wps|lgw)\//.test(key));
    expect(written, 'describe each in the contract (*_PLAYER_ENDPOINTS) and register it with playerRoute').toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => key in DESCRIBED), 'a rule both here and in a descriptor').toEqual([]);
    const summaries = new Map(Object.values(PLAYER_ENDPOINTS).map((e) => [`${e.method} ${e.path}`, e.summary]));
    for (const r of t.app.routeTable) {
      const key = `${r.method} ${r.url}`;
      if (summaries.has(key)) expect(r.summary, key).toBe(summaries.get(key));
    }
  });
});

describe.each(declared)('%s (%s)', (key, access) => {
  it.each(CALLERS[access])('as %s', async (caller) => {
    const own = ENDS_SESSION.has(key) ? await freshTokens() : undefined;
    const res = await send(key, caller, { tokens: own });
    check(access, caller, res, `${key} as ${caller}`);
  });
});

/** Input that fails every route's validation: a body that is not an object, and query values of the wrong kind. */
const INVALID: Call = { body: '[["not", "an object"]]', query: 'limit=-1&pageNo=zero&from=yesterday&gameType=%00' };

/**
 * Routes whose session rule is checked by the handler, not by a guard: renew also takes a remembered device
 * without a session, so it has no guard, and generic input checks (control characters) come first there.
 */
const CHECKED_BY_HANDLER = new Set(['POST /wps/session/renew']);

describe('authentication comes before validation', () => {
  const guarded = declared.filter(
    ([key, access]) => (access === 'session' || access === 'real' || access === 'agent') && !CHECKED_BY_HANDLER.has(key),
  );

  it.each(guarded)('%s: a visitor with invalid input gets 401 login.required, not 400', async (key) => {
    expectRefused(await send(key, 'visitor', INVALID), 401, 'login.required', `${key} as visitor`);
  });

  it.each(guarded)("%s: another merchant's member with invalid input gets 401", async (key) => {
    expectRefused(await send(key, 'foreign', INVALID), 401, 'login.session.expired', `${key} as foreign`);
  });

  it.each(guarded.filter(([, access]) => access !== 'session'))('%s: a trial account with invalid input gets 403', async (key) => {
    expectRefused(await send(key, 'trial', INVALID), 403, 'permission.trial', `${key} as trial`);
  });

  it.each(declared.filter(([, access]) => access === 'ops'))('%s: without the operator token, invalid input gets 401', async (key) => {
    expectRefused(await send(key, 'ops-no-token', INVALID), 401, 'ops.unauthorized', `${key} without token`);
  });

  it('a visitor with a body that is not even JSON gets 401: the guard runs before the body is read', async () => {
    for (const key of guarded.map(([k]) => k).filter((k) => !k.startsWith('GET '))) {
      expectRefused(await send(key, 'visitor', { body: '{"not json' }), 401, 'login.required', `${key} as visitor`);
    }
  });

  it('a member with the same invalid input is told what is wrong (400), so the 401s above are the guard', async () => {
    const res = await send('POST /wps/withdraw/orders', 'member', INVALID);
    expect(refusal(res)).toEqual({ status: 400, code: 'request.invalid' });
  });
});
