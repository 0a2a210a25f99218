import type { AddressInfo } from 'node:net';
import { ENCRYPTION_SCHEME, ERROR_CODES } from '@lobby/contract';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO, login, seal } from '../helpers/accounts.ts';
import { createTestApp, opsHeaders } from '../helpers/test-app.ts';
import { databaseFingerprint, diffFingerprints } from './fingerprint.ts';
import { rawRequest } from './raw-http.ts';
import { hostileArbitrary, hostileString, validArbitrary } from './schema-arbitrary.ts';
import type { JsonSchema } from './schema-arbitrary.ts';

/**
 * Every operation of the OpenAPI description, fed generated and hostile input with and without a session
 * (and with and without the operator token for /ops), on SQLite or PostgreSQL (TEST_DATABASE_URL):
 * no answer is a 5xx, every failure of the JSON API is the envelope with a catalogued code, and a refused
 * call leaves the database as it was. FUZZ_RUNS sets the requests per operation and caller (CI: 8; before
 * a release: FUZZ_RUNS=300), FUZZ_SEED replays a run.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const KNOWN_CODES = new Set<string>(ERROR_CODES);

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { type: string; schema?: JsonSchema };
  sealed: boolean;
}

// Crash's first round takes bets for an hour here: no round runs, so no bet is settled in the background
// while a refused call's writes are being compared.
const t = await createTestApp({
  loginIpLimit: 1_000_000,
  crash: { chainLength: 1_000, bettingMs: 3_600_000, cooldownMs: 3_000, tickMs: 100, leaseMs: 3_000 },
});
await t.app.ready();
// Crash's first round opens once the beacon round its chain announced is out (seconds with the local
// beacon, longer on a busy machine): the fuzzing starts after it, so "the game is starting" is not a failure.
for (const until = Date.now() + 120_000; ; ) {
  const res = await t.app.inject({ method: 'GET', url: '/wps/originals/crash/state' });
  if (res.statusCode === 200) break;
  if (Date.now() > until) throw new Error(`crash never opened its first round: ${res.body}`);
  await new Promise((resolve) => setTimeout(resolve, 200));
}
// A real socket for what inject cannot send: absolute-form request targets.
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;
const doc = t.app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>> };

const operations: Operation[] = [];
for (const [path, item] of Object.entries(doc.paths)) {
  for (const [method, op] of Object.entries(item)) {
    const content = op.requestBody?.content ?? {};
    const [type, media] = Object.entries(content)[0] ?? [];
    const parameters = op.parameters ?? [];
    operations.push({
      method: method.toUpperCase(),
      path,
      parameters,
      body: type ? { type, schema: media?.schema } : undefined,
      sealed: parameters.some((p) => p.in === 'header' && p.name === 'encryption'),
    });
  }
}

const memberLogin = await login(t.app, DEMO, { remoteAddress: '10.9.9.9' });
const memberToken: string = memberLogin.json().value.token;
const trial = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {}, remoteAddress: '10.9.9.8' });
const trialToken: string | undefined = trial.json().value?.token;

type Caller = 'visitor' | 'member' | 'trial' | 'ops' | 'ops-no-token';

function callersFor(op: Operation): Caller[] {
  if (op.path.startsWith('/ops')) return ['ops', 'ops-no-token'];
  // Signing out, ending sessions (a generated id may be the shared session's own) or changing credentials
  // would end the shared session the other cases use.
  if (/logout|\/session$|\/sessions\/|password/i.test(op.path)) return ['visitor'];
  return trialToken ? ['visitor', 'member', 'trial'] : ['visitor', 'member'];
}

function isJsonApi(path: string): boolean {
  return /^\/(wps|lgw|ops)\//.test(path);
}

interface Generated {
  /** sent over a socket with an absolute-form target (`GET http://host/path`) instead of injected */
  absolute: boolean;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  hostile: boolean;
  seal: boolean;
  ip: string;
}

function objectSchema(params: Parameter[], where: Parameter['in']): JsonSchema {
  const list = params.filter((p) => p.in === where && !['merchant', 'authorization', 'encryption', 'content-type'].includes(p.name.toLowerCase()));
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: list.filter((p) => p.required).map((p) => p.name),
  };
}

function requestArbitrary(op: Operation): fc.Arbitrary<Generated> {
  const pathSchema = objectSchema(op.parameters, 'path');
  const querySchema = objectSchema(op.parameters, 'query');
  const headerSchema = objectSchema(op.parameters, 'header');
  const arb = (hostile: boolean) =>
    fc.record({
      absolute: fc.boolean(),
      path: (hostile ? hostileArbitrary(pathSchema) : validArbitrary(pathSchema)) as fc.Arbitrary<Record<string, unknown>>,
      query: (hostile ? hostileArbitrary(querySchema) : validArbitrary(querySchema)) as fc.Arbitrary<Record<string, unknown>>,
      headers: validArbitrary(headerSchema) as fc.Arbitrary<Record<string, unknown>>,
      body: op.body ? (hostile ? hostileArbitrary(op.body.schema) : validArbitrary(op.body.schema)) : fc.constant(undefined),
      hostile: fc.constant(hostile),
      seal: fc.boolean(),
      ip: fc.ipV4(),
    });
  return fc.oneof(arb(false), arb(true), arb(true));
}

function toText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** encodeURIComponent throws on a lone surrogate; a client would send its UTF-8 replacement. */
function encode(text: string): string {
  return encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));
}

function buildUrl(op: Operation, g: Generated): string {
  const params = g.path && typeof g.path === 'object' ? g.path : {};
  let url = op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = toText((params as Record<string, unknown>)[name]);
    return encode(v === '' ? 'x' : v);
  });
  const query = g.query && typeof g.query === 'object' && !Array.isArray(g.query) ? g.query : {};
  const s = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(toText(v))}`)
    .join('&');
  if (s) url += `?${s}`;
  return url;
}

function authFor(caller: Caller): Record<string, string> {
  if (caller === 'member') return { authorization: memberToken };
  if (caller === 'trial' && trialToken) return { authorization: trialToken, merchant: 'LUCKYTRIAL' };
  if (caller === 'ops') return opsHeaders();
  return {};
}

afterAll(async () => {
  await t.close();
});

describe.each(operations)('$method $path', (op) => {
  it.each(callersFor(op))('as %s: no 5xx, failures in the envelope, a refused call writes nothing', async (caller) => {
    await fc.assert(
      fc.asyncProperty(requestArbitrary(op), async (g) => {
        const headers: Record<string, string> = { ...authFor(caller) };
        for (const [k, v] of Object.entries(g.headers ?? {})) if (v !== undefined) headers[k] = toText(v);
        let payload: string | undefined;
        if (op.body) {
          let body = g.body;
          if (op.sealed) {
            headers.encryption = ENCRYPTION_SCHEME;
            if (g.seal && body && typeof body === 'object') body = await seal(t.app, body as object);
          }
          if (op.body.type === 'application/x-www-form-urlencoded' && body && typeof body === 'object') {
            headers['content-type'] = op.body.type;
            payload = new URLSearchParams(Object.entries(body).map(([k, v]): [string, string] => [k, toText(v)])).toString();
          } else if (op.body.type.startsWith('multipart/')) {
            headers['content-type'] = 'application/json';
            payload = JSON.stringify(body ?? {});
          } else {
            headers['content-type'] = 'application/json';
            payload = body === undefined ? '' : JSON.stringify(body);
          }
        }
        const url = buildUrl(op, g);
        const before = await databaseFingerprint(t.app.database);
        const res = g.absolute
          ? await rawRequest(port, { method: op.method, target: `http://fuzz.example${url}`, headers, body: payload })
          : await t.app.inject({ method: op.method as 'GET', url, headers, payload, remoteAddress: g.ip });
        const context = `${op.method} ${url} as ${caller} body ${(payload ?? '').slice(0, 300)} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
        // 0: no answer at all (the connection closed before one came), which no client should ever get
        expect(res.statusCode, context).toBeGreaterThanOrEqual(200);
        expect(res.statusCode, context).toBeLessThan(500);
        if (res.statusCode >= 400) {
          if (isJsonApi(op.path)) {
            let json: { success?: unknown; errorCode?: unknown; message?: unknown };
            try {
              json = JSON.parse(res.body);
            } catch {
              throw new Error(`not JSON: ${context}`);
            }
            expect(json.success, context).toBe(false);
            expect(KNOWN_CODES.has(String(json.errorCode)), `unknown error code: ${context}`).toBe(true);
            expect(typeof json.message, context).toBe('string');
          }
          const after = await databaseFingerprint(t.app.database);
          expect(diffFingerprints(before, after), `a refused call wrote: ${context}`).toEqual([]);
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 120_000);
});

/** `[[[…1…]]]` or `{"a":{"a":…}}` nested `depth` times, as text (JSON.stringify would recurse as deep). */
function nested(depth: number, kind: 'array' | 'object'): string {
  const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return `${open.repeat(depth)}1${close.repeat(depth)}`;
}

// A body nested past any schema is refused at the edge, before a handler or an audit hook could walk it.
describe.each(operations.filter((op) => op.body && op.body.type === 'application/json' && !op.sealed))('deep bodies: $method $path', (op) => {
  it.each(callersFor(op))('as %s: 50,000 levels answer 400 in the envelope and write nothing', async (caller) => {
    for (const kind of ['array', 'object'] as const) {
      const url = buildUrl(op, { absolute: false, path: {}, query: {}, headers: {}, body: undefined, hostile: false, seal: false, ip: '10.1.1.1' });
      const before = await databaseFingerprint(t.app.database);
      const res = await t.app.inject({
        method: op.method as 'POST',
        url,
        headers: { ...authFor(caller), 'content-type': 'application/json' },
        payload: nested(50_000, kind),
      });
      const context = `${op.method} ${url} as ${caller}, ${kind} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
      expect(res.statusCode, context).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, context).toBeLessThan(500);
      if (isJsonApi(op.path)) expect(res.json(), context).toMatchObject({ success: false });
      expect(diffFingerprints(before, await databaseFingerprint(t.app.database)), context).toEqual([]);
    }
  });
});

// Text fields get the control characters PostgreSQL cannot store; integers get ids no column can hold.
describe('hostile scalars reach every text and id field', () => {
  it('long strings of a character class are generated at the lengths asked (a push key: 86 to 88 characters)', () => {
    const key = { type: 'string', minLength: 86, maxLength: 88, pattern: '^[A-Za-z0-9_-]+$' } as JsonSchema;
    for (const s of fc.sample(validArbitrary(key), 100) as string[]) {
      expect(s).toMatch(/^[A-Za-z0-9_-]{86,88}$/);
    }
  });

  it('hostile strings are generated with NUL and other control characters', () => {
    const samples = fc.sample(hostileString, 500);
    expect(samples.some((s) => s.includes('\u0000'))).toBe(true);
  });
});
