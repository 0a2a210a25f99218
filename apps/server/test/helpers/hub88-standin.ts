import { createServer } from 'node:http';
import type { IncomingMessage, Server } from 'node:http';
import { createPublicKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { KeyObject } from 'node:crypto';
import { hub88Sign, hub88Verify } from '../../src/integrations/game-vendors/hub88/signature.ts';

/**
 * A local Hub88, speaking its Operator API byte for byte: POST /operator/generic/v2/game/url checks the
 * operator's RSA-SHA256 signature (X-Hub88-Signature, base64, over the raw body) with the operator's public
 * key, the documented body, the operator id and the game code, and answers `{ url }`, or Hub88's error
 * answers (`{ "error": "…" }` with 400, 401, 403, 404). And, as Hub88 does, it calls the operator's wallet
 * (`<wallet>/user/balance`, `/transaction/bet|win|rollback`) with bodies in Hub88's fields, signed with its own
 * key pair (made here; its public key is what the operator configures as HUB88_PUBLIC_KEY).
 */

export interface Hub88Session {
  user: string;
  token: string;
  game_code: string;
  currency: string;
}

export interface Hub88Answer {
  user: string;
  status: string;
  request_uuid: string;
  currency: string;
  balance: number;
}

const REQUIRED = ['platform', 'operator_id', 'lobby_url', 'lang', 'ip', 'game_code', 'currency', 'game_currency', 'country'] as const;

export interface Hub88Standin {
  url: string;
  /** Hub88's public key (PEM), as Hub88 hands it to the operator */
  publicKeyPem: string;
  publicKey: KeyObject;
  /** the game codes this Hub88 offers the operator */
  games: Set<string>;
  /** every launch body accepted, as sent */
  launches: Array<Record<string, unknown>>;
  /** the operator's public key this Hub88 checks launches with (a test swaps it to see a signature refused) */
  operatorPublicKey: KeyObject;
  /** the operator's wallet base (`http://host:port/vendor-api/HUB88`) */
  walletUrl: string;
  /** the session a launch opened, by the game URL answered */
  sessionOf(gameUrl: string): Hub88Session;
  /** Hub88's signature of these bytes */
  sign(body: string): string;
  /** a wallet call with these exact bytes; signed by Hub88's key unless a signature (or null: none) is given */
  raw(endpoint: 'user/balance' | 'transaction/bet' | 'transaction/win' | 'transaction/rollback', body: string, signature?: string | null): Promise<{ status: number; answer: Hub88Answer }>;
  balance(s: Hub88Session, over?: Record<string, unknown>): Promise<Hub88Answer>;
  bet(s: Hub88Session, tx: { transaction_uuid: string; round: string; amount: number; round_closed?: boolean | null }, over?: Record<string, unknown>): Promise<Hub88Answer>;
  win(s: Hub88Session, tx: { transaction_uuid: string; reference_transaction_uuid: string; round: string; amount: number; round_closed?: boolean | null }, over?: Record<string, unknown>): Promise<Hub88Answer>;
  rollback(s: Hub88Session, tx: { transaction_uuid: string; reference_transaction_uuid: string; round: string }, over?: Record<string, unknown>): Promise<Hub88Answer>;
  /** the request bodies Hub88 sends, in its fields (for tests that change one) */
  betBody(s: Hub88Session, tx: { transaction_uuid: string; round: string; amount: number; round_closed?: boolean | null }): Record<string, unknown>;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startHub88Standin(options: { operatorId: number; operatorPublicKey: KeyObject }): Promise<Hub88Standin> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKeyPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const games = new Set<string>();
  const launches: Array<Record<string, unknown>> = [];
  const sessions = new Map<string, Hub88Session>();
  let base = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || req.url !== '/operator/generic/v2/game/url') return send(404, { error: 'Not found' });
      const raw = await readBody(req);
      const signature = req.headers['x-hub88-signature'];
      if (typeof signature !== 'string') return send(401, { error: 'Signature header x-hub88-signature is missing' });
      if (!hub88Verify(standin.operatorPublicKey, raw, signature)) return send(401, { error: 'Request signature is invalid' });
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        return send(400, { error: 'Invalid JSON' });
      }
      const missing = REQUIRED.filter((k) => body[k] === undefined || body[k] === null || body[k] === '');
      if (missing.length > 0) return send(400, { error: `Missing parameters: ${missing.join(', ')}` });
      // DEMO mode (currency XXX) may leave the user and the token out; real play needs both
      const demo = body.currency === 'XXX';
      if (!demo || body.token !== undefined) {
        if (typeof body.token !== 'string' || body.token.length < 10 || body.token.length > 255) return send(400, { error: 'token: 10 to 255 characters' });
      }
      if (!demo || body.user !== undefined) {
        if (typeof body.user !== 'string' || body.user.length < 3) return send(400, { error: 'user: 3 characters at least' });
      }
      if (body.platform !== 'GPL_DESKTOP' && body.platform !== 'GPL_MOBILE') return send(400, { error: 'platform' });
      if (body.operator_id !== options.operatorId) return send(404, { error: 'Operator not found' });
      if (!games.has(String(body.game_code))) return send(404, { error: 'Game not found' });
      if (body.country === 'XX') return send(403, { error: 'Country not enabled' });
      launches.push(body);
      const id = randomUUID();
      const url = `${base}/play/${encodeURIComponent(String(body.game_code))}?session=${id}`;
      sessions.set(url, { user: String(body.user), token: String(body.token), game_code: String(body.game_code), currency: String(body.currency) });
      return send(200, { url });
    })().catch(() => {
      res.writeHead(500);
      res.end('{"error":"Internal server error"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standin: Hub88Standin = {
    url: base,
    publicKeyPem,
    publicKey: createPublicKey(publicKeyPem),
    games,
    launches,
    operatorPublicKey: options.operatorPublicKey,
    walletUrl: '',
    sessionOf(gameUrl) {
      const s = sessions.get(gameUrl);
      if (!s) throw new Error(`no session for ${gameUrl}`);
      return s;
    },
    sign: (body) => hub88Sign(privateKey, body),
    async raw(endpoint, body, signature) {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      const sig = signature === undefined ? hub88Sign(privateKey, body) : signature;
      if (sig !== null) headers['x-hub88-signature'] = sig;
      const res = await fetch(`${standin.walletUrl}/${endpoint}`, { method: 'POST', headers, body });
      return { status: res.status, answer: (await res.json()) as Hub88Answer };
    },
    async balance(s, over = {}) {
      const body = { user: s.user, token: s.token, request_uuid: randomUUID(), game_code: s.game_code, ...over };
      return (await standin.raw('user/balance', JSON.stringify(body))).answer;
    },
    betBody(s, tx) {
      return {
        user: s.user,
        transaction_uuid: tx.transaction_uuid,
        supplier_transaction_id: `sup-${tx.transaction_uuid}`,
        token: s.token,
        supplier_user: `sup-${s.user}`,
        round_closed: tx.round_closed ?? null,
        round: tx.round,
        reward_uuid: null,
        request_uuid: randomUUID(),
        is_free: false,
        is_aggregated: false,
        game_code: s.game_code,
        currency: s.currency,
        bet: 'zero',
        amount: tx.amount,
        meta: { selection: 'home_team', odds: 2.5 },
      };
    },
    async bet(s, tx, over = {}) {
      return (await standin.raw('transaction/bet', JSON.stringify({ ...standin.betBody(s, tx), ...over }))).answer;
    },
    async win(s, tx, over = {}) {
      const body = {
        user: s.user,
        transaction_uuid: tx.transaction_uuid,
        supplier_transaction_id: `sup-${tx.transaction_uuid}`,
        token: s.token,
        supplier_user: `sup-${s.user}`,
        round_closed: tx.round_closed ?? true,
        round: tx.round,
        reward_uuid: null,
        request_uuid: randomUUID(),
        reference_transaction_uuid: tx.reference_transaction_uuid,
        is_free: false,
        is_aggregated: false,
        game_code: s.game_code,
        currency: s.currency,
        bet: 'zero',
        amount: tx.amount,
        meta: { selection: 'home_team', odds: 2.5 },
        ...over,
      };
      return (await standin.raw('transaction/win', JSON.stringify(body))).answer;
    },
    async rollback(s, tx, over = {}) {
      const body = {
        user: s.user,
        transaction_uuid: tx.transaction_uuid,
        supplier_transaction_id: `sup-${tx.transaction_uuid}`,
        token: s.token,
        round_closed: true,
        round: tx.round,
        request_uuid: randomUUID(),
        reference_transaction_uuid: tx.reference_transaction_uuid,
        game_code: s.game_code,
        meta: {},
        ...over,
      };
      return (await standin.raw('transaction/rollback', JSON.stringify(body))).answer;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return standin;
}
