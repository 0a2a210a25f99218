import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { TransferMove, TransferOutcome, TransferPlayer, TransferVendor } from './adapter.ts';
import { TransferUnknown } from './adapter.ts';

/** The local transfer-wallet vendor's code (its ledger account: vendor:<merchant>:<currency>:TWDEMO). */
export const LOCAL_TRANSFER_VENDOR = 'TWDEMO';

/** Where the local transfer-wallet vendor's site is mounted. */
export const LOCAL_TRANSFER_PREFIX = '/games/transfer-demo';

/** A fault a test makes the next call of one operation suffer. */
export interface LocalFault {
  op: 'deposit' | 'withdraw';
  /** refuse: answered no; lost-before: no answer, nothing done; lost-after: done, the answer lost */
  kind: 'refuse' | 'lost-before' | 'lost-after';
}

interface Move {
  user: string;
  currency: string;
  op: 'deposit' | 'withdraw';
  amountCents: number;
  outcome: TransferOutcome;
}

/** The stake and the payout of the local vendor's coin game: a call right pays twice the stake (RTP 96%). */
export const COIN_GAME = { winChancePerMille: 480, multiplier: 2 } as const;

/**
 * A small transfer-wallet vendor of its own, to make transfer wallets work here and to test them: the
 * players' wallets at the vendor kept in this process's memory (a stand-in: money at it is gone after a
 * restart, which the sweep cannot undo, so it is off in production), every transfer kept by our id
 * (idempotent, and answerable by the status query), faults a test can ask for, and a game page (a coin
 * call) that plays against the balance at the vendor.
 */
export function createLocalTransferVendor(options: { code: string; secret: string; now: () => number }) {
  const wallets = new Map<string, number>();
  const lastActive = new Map<string, number>();
  const moves = new Map<string, Move>();
  const faults: LocalFault[] = [];
  const key = (p: TransferPlayer) => `${p.user}|${p.currency}`;
  const ticketKey = createHmac('sha256', options.secret).update('local-transfer-vendor').digest();

  function takeFault(op: LocalFault['op']): LocalFault | undefined {
    const i = faults.findIndex((f) => f.op === op);
    return i < 0 ? undefined : faults.splice(i, 1)[0];
  }

  async function move(op: 'deposit' | 'withdraw', m: TransferMove): Promise<TransferOutcome> {
    if (!Number.isSafeInteger(m.amountCents) || m.amountCents <= 0) return { ok: false, reason: 'amount' };
    const seen = moves.get(m.transferId);
    if (seen) {
      if (seen.op !== op || seen.amountCents !== m.amountCents || seen.user !== m.user) return { ok: false, reason: 'duplicate transfer id' };
      return seen.outcome;
    }
    const fault = takeFault(op);
    if (fault?.kind === 'lost-before') throw new TransferUnknown('no answer');
    const balance = wallets.get(key(m)) ?? 0;
    let outcome: TransferOutcome;
    if (fault?.kind === 'refuse') outcome = { ok: false, reason: 'refused' };
    else if (op === 'withdraw' && m.amountCents > balance) outcome = { ok: false, reason: 'insufficient balance' };
    else {
      const after = op === 'deposit' ? balance + m.amountCents : balance - m.amountCents;
      wallets.set(key(m), after);
      outcome = { ok: true, balanceCents: after };
    }
    moves.set(m.transferId, { user: m.user, currency: m.currency, op, amountCents: m.amountCents, outcome });
    if (fault?.kind === 'lost-after') throw new TransferUnknown('answer lost');
    return outcome;
  }

  function sign(payload: object): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    return `${body}.${createHmac('sha256', ticketKey).update(body).digest('base64url')}`;
  }

  function open(ticket: string): { user: string; currency: string; game: string; returnUrl: string; exp: number } | undefined {
    const [body, mac] = ticket.split('.');
    if (!body || !mac) return undefined;
    const want = createHmac('sha256', ticketKey).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== want.length || !timingSafeEqual(given, want)) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { user: string; currency: string; game: string; returnUrl: string; exp: number };
      return claims.exp > options.now() ? claims : undefined;
    } catch {
      return undefined;
    }
  }

  const vendor: TransferVendor = {
    code: options.code,
    deposit: (m) => move('deposit', m),
    withdraw: (m) => move('withdraw', m),
    async balance(p) {
      return { balanceCents: wallets.get(key(p)) ?? 0, lastActiveAt: lastActive.get(key(p)) };
    },
    async status(transferId) {
      const seen = moves.get(transferId);
      if (!seen) return { state: 'unknown' };
      return { state: seen.outcome.ok ? 'done' : 'failed' };
    },
    async launchUrl(input) {
      lastActive.set(key(input.player), options.now());
      const ticket = sign({ ...input.player, game: input.gameName, returnUrl: input.returnUrl, exp: options.now() + 12 * 3600_000 });
      return { url: `${LOCAL_TRANSFER_PREFIX}/play?ticket=${encodeURIComponent(ticket)}` };
    },
  };

  /** The vendor's site: the game page and its one call (a coin call against the balance at the vendor). */
  const site: FastifyPluginAsync = async (app) => {
    app.get(`${LOCAL_TRANSFER_PREFIX}/play`, { schema: { hide: true, querystring: z.object({ ticket: z.string().max(2048) }) } }, async (request, reply) => {
      const claims = open((request.query as { ticket: string }).ticket);
      reply.header('cache-control', 'no-store');
      if (!claims) return reply.code(403).type('text/html').send('<!doctype html><title>Session over</title><p>This game session is over. Open the game again from the lobby.</p>');
      const cents = wallets.get(key(claims)) ?? 0;
      return reply.type('text/html').send(page(claims, cents, (request.query as { ticket: string }).ticket));
    });
    app.get(`${LOCAL_TRANSFER_PREFIX}/play.js`, { schema: { hide: true } }, async (_request, reply) => reply.type('application/javascript').header('cache-control', 'public, max-age=300').send(SCRIPT));
    app.post(
      `${LOCAL_TRANSFER_PREFIX}/call`,
      { schema: { hide: true, body: z.object({ ticket: z.string().max(2048), stakeCents: z.number().int().min(1).max(100_000_00), side: z.enum(['heads', 'tails']) }) } },
      async (request, reply) => {
        const { ticket, stakeCents, side } = request.body as { ticket: string; stakeCents: number; side: 'heads' | 'tails' };
        const claims = open(ticket);
        if (!claims) return reply.code(403).send({ error: 'session over' });
        const k = key(claims);
        const balance = wallets.get(k) ?? 0;
        if (stakeCents > balance) return reply.code(409).send({ error: 'not enough balance in the game', balanceCents: balance });
        const won = randomInt(1000) < COIN_GAME.winChancePerMille;
        const coin = won ? side : side === 'heads' ? 'tails' : 'heads';
        const after = balance - stakeCents + (won ? stakeCents * COIN_GAME.multiplier : 0);
        wallets.set(k, after);
        lastActive.set(k, options.now());
        return { coin, won, balanceCents: after };
      },
    );
  };

  return { vendor, site, faults, /** a test's view of a player's money at the vendor */ walletOf: (p: TransferPlayer) => wallets.get(key(p)) ?? 0, setWallet: (p: TransferPlayer, cents: number) => void wallets.set(key(p), cents) };
}

export type LocalTransferVendor = ReturnType<typeof createLocalTransferVendor>;

const mounted = new WeakMap<object, LocalTransferVendor>();

/** The local vendor an app mounted, by the app's database handle (tests reach its wallets and faults). */
export function keepLocalTransferVendor(database: object, vendor: LocalTransferVendor): void {
  mounted.set(database, vendor);
}

export function localTransferVendorOf(database: object): LocalTransferVendor | undefined {
  return mounted.get(database);
}

const SCRIPT = `(() => {
  const ticket = document.body.dataset.ticket;
  const balance = document.getElementById('balance');
  const result = document.getElementById('result');
  for (const button of document.querySelectorAll('button[data-side]')) {
    button.addEventListener('click', async () => {
      const res = await fetch('${LOCAL_TRANSFER_PREFIX}/call', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ticket, stakeCents: 100, side: button.dataset.side }) });
      const answer = await res.json();
      if (!res.ok) { result.textContent = answer.error; return; }
      balance.textContent = (answer.balanceCents / 100).toFixed(2);
      result.textContent = 'The coin shows ' + answer.coin + (answer.won ? ': you win!' : ': no win.');
    });
  }
})();
`;

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(claims: { game: string; currency: string; returnUrl: string }, cents: number, ticket: string): string {
  const amount = (cents / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(claims.game)}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#101418;color:#f3f3f3;display:flex;flex-direction:column;align-items:center;gap:16px;padding:24px}
h1{color:#f5c451;font-size:1.3rem;margin:0}.bal{font-size:1.6rem}button,a{min-height:44px;min-width:44px;font-size:1rem;border-radius:8px}
button{background:#f5c451;color:#101418;border:0;padding:0 20px;font-weight:700}a{color:#f5c451;display:inline-flex;align-items:center}
@media (prefers-reduced-motion: reduce){*{transition:none!important;animation:none!important}}</style></head>
<body data-ticket="${esc(ticket)}"><h1>${esc(claims.game)}</h1>
<p>Your money is in this game's wallet while you play (transfer wallet). It goes back to your casino balance when you return to the lobby.</p>
<p class="bal">In game: <output id="balance" aria-live="polite">${amount}</output> ${esc(claims.currency)}</p>
<p>Call the coin: heads or tails. A right call pays ${COIN_GAME.multiplier}× the stake (RTP ${(COIN_GAME.winChancePerMille * COIN_GAME.multiplier) / 10}%). Stake 1.00.</p>
<p><button type="button" data-side="heads">Heads</button> <button type="button" data-side="tails">Tails</button></p>
<p aria-live="polite" id="result"></p>
<script src="${LOCAL_TRANSFER_PREFIX}/play.js" defer></script>
<a href="${esc(claims.returnUrl)}">Back to lobby</a></body></html>`;
}
