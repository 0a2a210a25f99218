import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { paymongoSignature } from './paymongo.ts';

/**
 * The bundled sandbox payment provider: a stand-in PSP served by this server under /sandbox-pay, speaking
 * the subset of PayMongo's protocol the platform uses (checkout sessions, hosted checkout, signed webhooks,
 * wallet payouts). Installs without a real provider take deposits through it, and the PayMongo adapter is
 * tested against it over the same protocol. It keeps its own books (sandbox_psp_* tables) and never reads
 * or writes the platform's.
 *
 * The hosted page has Pay and Decline; Pay marks the session paid and sends
 * `checkout_session.payment.paid`, Decline sends `payment.failed`. Payouts succeed at once, except to an
 * account number ending in 0000, which the "receiving bank" rejects (to try the failure path).
 */

export type WebhookDeliver = (url: string, body: string, headers: Record<string, string>) => Promise<number>;

/** The part of the app's job queue (core/jobs) the sandbox keeps its webhook retries in. */
export interface WebhookRetryQueue {
  define(queue: string, handler: (payload: { body: string }) => Promise<void>, options: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean; expireSeconds: number }): void;
  send(queue: string, payload: { body: string }, options: { key: string; startAfter: number }): Promise<string>;
}

/** The queue of webhook deliveries that failed at first and are retried (with backoff: about 1, 6 and 16 s later). */
export const WEBHOOK_RETRY_QUEUE = 'payments.sandbox-webhook';

export interface SandboxPspOptions {
  db: Kysely<Database>;
  now: () => number;
  secretKey: string;
  webhookSecret: string;
  /** where the platform listens for this provider's webhooks */
  webhookUrl: () => string;
  /** how a webhook travels (HTTP by default; tests hand it to the app directly) */
  deliver?: WebhookDeliver;
  /** where a delivery that failed waits for its retries: a durable queue, so they survive a restart */
  retries: WebhookRetryQueue;
  /** how long a checkout stays payable */
  sessionTtlMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

const httpDeliver: WebhookDeliver = async (url, body, headers) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  await res.arrayBuffer();
  return res.status;
};

/** The first retry waits this long; later ones follow the queue's backoff. */
const FIRST_RETRY_MS = 1_000;

function id(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function formatAmount(cents: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-PH', { style: 'currency', currency }).format(cents / 100);
  } catch {
    return `${currency} ${(cents / 100).toFixed(2)}`;
  }
}

const METHOD_NAMES: Record<string, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  qrph: 'QR Ph',
  dob: 'Online banking',
  card: 'Card',
};

type SessionRow = Database['sandbox_psp_sessions'];

function sessionResource(row: SessionRow, now: number) {
  // As PayMongo shows it: a session is active or expired; whether it was paid is in its payments.
  const status = row.status === 'expired' || (row.status === 'active' && now > row.expires_at) ? 'expired' : 'active';
  return {
    id: row.id,
    type: 'checkout_session',
    attributes: {
      checkout_url: `/sandbox-pay/checkout/${row.id}`,
      description: row.description,
      line_items: [{ name: row.description, amount: row.amount, currency: row.currency, quantity: 1 }],
      payment_method_types: [row.method],
      payments: JSON.parse(row.payments),
      reference_number: row.reference_number,
      metadata: JSON.parse(row.metadata),
      status,
      success_url: row.success_url,
      cancel_url: row.cancel_url,
      created_at: Math.floor(row.created_at / 1000),
    },
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>
*{box-sizing:border-box}body{margin:0;font:16px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef2f7;color:#14213d}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;color:#0b5cff;margin-bottom:16px}
.brand i{display:inline-block;width:28px;height:28px;border-radius:8px;background:#0b5cff}
.card{background:#fff;border-radius:16px;padding:20px;box-shadow:0 6px 24px rgba(20,33,61,.08)}
.muted{color:#5b6b86;font-size:14px}.amount{font-size:34px;font-weight:800;margin:6px 0 2px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:16px 0;font-size:14px}dt{color:#5b6b86}dd{margin:0;text-align:right;word-break:break-all}
button,a.btn{display:block;width:100%;min-height:48px;border:0;border-radius:12px;font:inherit;font-weight:700;margin-top:12px;cursor:pointer;text-align:center;text-decoration:none;line-height:48px}
.pay{background:#0b5cff;color:#fff}.decline{background:#fff;color:#b42318;border:1px solid #f2c3bf}
.note{margin-top:16px;font-size:13px;color:#5b6b86;text-align:center}
</style></head><body><main><div class="brand"><i aria-hidden="true"></i>Sandbox Pay</div>${body}</main></body></html>`;
}

export async function registerSandboxPsp(app: FastifyInstance, options: SandboxPspOptions): Promise<void> {
  const { db, now } = options;
  const deliver = options.deliver ?? httpDeliver;
  const ttl = options.sessionTtlMs ?? 30 * 60_000;
  const expectedAuth = createHash('sha256').update(`Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`).digest();

  function authorised(request: FastifyRequest): boolean {
    const given = createHash('sha256').update(request.headers.authorization ?? '').digest();
    return timingSafeEqual(given, expectedAuth);
  }

  function apiError(reply: FastifyReply, status: number, code: string, detail: string) {
    return reply.code(status).send({ errors: [{ code, detail }] });
  }

  async function sendWebhook(type: string, resource: object): Promise<void> {
    const eventId = id('evt');
    const body = JSON.stringify({
      data: {
        id: eventId,
        type: 'event',
        attributes: { type, livemode: false, data: resource, created_at: Math.floor(now() / 1000) },
      },
    });
    // The first try is made at once, as the member's browser is sent back; a failed one becomes a job,
    // retried by whichever process takes it, after a restart too. The platform records an event once by
    // its id, so a delivery that arrives twice acts once.
    if (await deliverSigned(body)) return;
    await options.retries.send(WEBHOOK_RETRY_QUEUE, { body }, { key: eventId, startAfter: Date.now() + FIRST_RETRY_MS });
  }

  /** One signed delivery; true when the platform answered 2xx. */
  async function deliverSigned(body: string): Promise<boolean> {
    // Signed at each attempt: a retry carries a fresh timestamp, as PayMongo's retries do.
    const signature = paymongoSignature(options.webhookSecret, body, Math.floor(now() / 1000), false);
    let status = 0;
    try {
      status = await deliver(options.webhookUrl(), body, { 'paymongo-signature': signature });
    } catch (err) {
      options.log?.warn({ err }, 'sandbox PSP: webhook delivery failed');
    }
    return status >= 200 && status < 300;
  }

  options.retries.define(
    WEBHOOK_RETRY_QUEUE,
    async ({ body }) => {
      if (!(await deliverSigned(body))) throw new Error('the platform did not accept the webhook');
    },
    { retryLimit: 2, retryDelaySeconds: 5, retryBackoff: true, expireSeconds: 60 },
  );

  await app.register(
    async (psp) => {
      psp.post('/v1/checkout_sessions', { schema: { hide: true } }, async (request, reply) => {
        if (!authorised(request)) return apiError(reply, 401, 'unauthorized', 'Invalid secret key.');
        const attrs = (request.body as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes;
        const items = Array.isArray(attrs?.line_items) ? (attrs.line_items as Array<Record<string, unknown>>) : [];
        const item = items[0];
        const amount = Number(item?.amount);
        const currency = typeof item?.currency === 'string' ? item.currency : '';
        const methods = Array.isArray(attrs?.payment_method_types) ? attrs.payment_method_types : [];
        if (items.length !== 1 || !Number.isSafeInteger(amount) || amount < 100 || !/^[A-Z]{3}$/.test(currency)) {
          return apiError(reply, 400, 'parameter_invalid', 'line_items: one item, amount of at least 100, currency.');
        }
        if (typeof methods[0] !== 'string' || typeof attrs?.success_url !== 'string' || typeof attrs.cancel_url !== 'string') {
          return apiError(reply, 400, 'parameter_required', 'payment_method_types, success_url and cancel_url are required.');
        }
        const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
        if (key) {
          const existing = await db.selectFrom('sandbox_psp_sessions').selectAll().where('idempotency_key', '=', key).executeTakeFirst();
          if (existing) return { data: sessionResource(existing, now()) };
        }
        const row: SessionRow = {
          id: id('cs'),
          reference_number: String(attrs.reference_number ?? ''),
          amount,
          currency,
          description: String(attrs.description ?? item?.name ?? 'Payment'),
          method: methods[0],
          success_url: attrs.success_url,
          cancel_url: attrs.cancel_url,
          metadata: JSON.stringify(attrs.metadata ?? {}),
          status: 'active',
          payments: '[]',
          idempotency_key: key,
          created_at: now(),
          expires_at: now() + ttl,
        };
        await db.insertInto('sandbox_psp_sessions').values(row).execute();
        return { data: sessionResource(row, now()) };
      });

      psp.get('/v1/checkout_sessions/:id', { schema: { hide: true } }, async (request, reply) => {
        if (!authorised(request)) return apiError(reply, 401, 'unauthorized', 'Invalid secret key.');
        const row = await db
          .selectFrom('sandbox_psp_sessions')
          .selectAll()
          .where('id', '=', String((request.params as { id: string }).id))
          .executeTakeFirst();
        if (!row) return apiError(reply, 404, 'resource_not_found', 'No such checkout session.');
        return { data: sessionResource(row, now()) };
      });

      psp.post('/v1/wallets/:wallet/transactions', { schema: { hide: true } }, async (request, reply) => {
        if (!authorised(request)) return apiError(reply, 401, 'unauthorized', 'Invalid secret key.');
        const attrs = (request.body as { data?: { attributes?: Record<string, unknown> } } | null)?.data?.attributes;
        const receiver = (attrs?.receiver ?? {}) as Record<string, unknown>;
        const amount = Number(attrs?.amount);
        if (!Number.isSafeInteger(amount) || amount <= 0 || typeof receiver.bank_account_number !== 'string') {
          return apiError(reply, 400, 'parameter_invalid', 'amount and receiver.bank_account_number are required.');
        }
        const key = typeof request.headers['idempotency-key'] === 'string' ? request.headers['idempotency-key'] : null;
        let row = key
          ? await db.selectFrom('sandbox_psp_payouts').selectAll().where('idempotency_key', '=', key).executeTakeFirst()
          : undefined;
        if (!row) {
          row = {
            id: id('wtx'),
            idempotency_key: key,
            amount,
            currency: String(attrs?.currency ?? 'PHP'),
            receiver: JSON.stringify(receiver),
            status: receiver.bank_account_number.endsWith('0000') ? 'failed' : 'succeeded',
            created_at: now(),
          };
          await db.insertInto('sandbox_psp_payouts').values(row).execute();
        }
        return {
          data: {
            id: row.id,
            type: 'wallet_transaction',
            attributes: {
              amount: row.amount,
              currency: row.currency,
              status: row.status,
              failed_reason: row.status === 'failed' ? 'The receiving account rejected the transfer.' : null,
            },
          },
        };
      });

      // The hosted checkout the member's browser is sent to.
      psp.get('/checkout/:id', { schema: { hide: true } }, async (request, reply) => {
        const row = await db
          .selectFrom('sandbox_psp_sessions')
          .selectAll()
          .where('id', '=', String((request.params as { id: string }).id))
          .executeTakeFirst();
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!row) return reply.code(404).send(page('Not found', '<div class="card"><p>This checkout does not exist.</p></div>'));
        const amount = formatAmount(row.amount, row.currency);
        const method = METHOD_NAMES[row.method] ?? row.method;
        if (row.status !== 'active' || now() > row.expires_at) {
          const state = row.status === 'paid' ? 'has been paid' : row.status === 'failed' ? 'was declined' : 'has expired';
          return page(
            'Checkout closed',
            `<div class="card"><p>This checkout ${state}.</p><a class="btn pay" href="${escapeHtml(row.success_url)}">Back to the merchant</a></div>`,
          );
        }
        return page(
          `Pay ${amount}`,
          `<div class="card"><div class="muted">Amount due</div><div class="amount">${escapeHtml(amount)}</div>
<dl><dt>Method</dt><dd>${escapeHtml(method)}</dd><dt>Reference</dt><dd>${escapeHtml(row.reference_number)}</dd>
<dt>For</dt><dd>${escapeHtml(row.description)}</dd></dl>
<form method="post" action="/sandbox-pay/checkout/${row.id}/pay"><button class="pay" type="submit">Pay ${escapeHtml(amount)}</button></form>
<form method="post" action="/sandbox-pay/checkout/${row.id}/decline"><button class="decline" type="submit">Decline</button></form>
</div><p class="note">Sandbox provider: no real money moves.</p>`,
        );
      });

      psp.post('/checkout/:id/:action', { schema: { hide: true } }, async (request, reply) => {
        const { id: sessionId, action } = request.params as { id: string; action: string };
        if (action !== 'pay' && action !== 'decline') return reply.code(404).send();
        const row = await db.selectFrom('sandbox_psp_sessions').selectAll().where('id', '=', sessionId).executeTakeFirst();
        if (!row) return reply.code(404).send();
        if (row.status !== 'active' || now() > row.expires_at) return reply.redirect(`/sandbox-pay/checkout/${row.id}`, 303);
        const payment = {
          id: id('pay'),
          type: 'payment',
          attributes: {
            amount: row.amount,
            currency: row.currency,
            status: action === 'pay' ? 'paid' : 'failed',
            source: { type: row.method },
            external_reference_number: row.reference_number,
            failed_code: action === 'pay' ? null : 'payment_declined',
            failed_message: action === 'pay' ? null : 'The customer declined the payment.',
            metadata: { ...JSON.parse(row.metadata), checkout_session_id: row.id },
            paid_at: action === 'pay' ? Math.floor(now() / 1000) : null,
          },
        };
        // Only the first click counts: the status guard makes a double submit a no-op.
        const updated = await db
          .updateTable('sandbox_psp_sessions')
          .set({ status: action === 'pay' ? 'paid' : 'failed', payments: JSON.stringify([payment]) })
          .where('id', '=', row.id)
          .where('status', '=', 'active')
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 1) {
          const fresh = await db.selectFrom('sandbox_psp_sessions').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
          if (action === 'pay') await sendWebhook('checkout_session.payment.paid', sessionResource(fresh, now()));
          else await sendWebhook('payment.failed', payment);
        }
        return reply.redirect(action === 'pay' ? row.success_url : row.cancel_url, 303);
      });
    },
    { prefix: '/sandbox-pay' },
  );
}
