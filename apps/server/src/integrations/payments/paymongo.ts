import { createHmac, timingSafeEqual } from 'node:crypto';
import { ProviderUnavailable, WebhookRejected } from './provider.ts';
import type {
  CheckoutInput,
  CheckoutSession,
  CheckoutStatus,
  PaymentEvent,
  PaymentProvider,
  PayoutInput,
  PayoutResult,
} from './provider.ts';

/**
 * PayMongo's published protocol (Philippine PSP: GCash, Maya, QR Ph, online banking):
 * - `POST /v1/checkout_sessions` (HTTP Basic, secret key as user) creates a hosted checkout and answers
 *   `data.id` and `data.attributes.checkout_url`; `GET /v1/checkout_sessions/{id}` reads it back with its
 *   payments.
 * - Webhooks carry `Paymongo-Signature: t=<unix s>,te=<test sig>,li=<live sig>`, each signature
 *   HMAC-SHA256(webhook secret, "<t>.<raw body>") in hex; the event is `data.attributes.type` with the
 *   resource in `data.attributes.data`.
 * - Payouts: `POST /v1/wallets/{wallet}/transactions` with `type: send_money` to a bank or e-wallet.
 * The same adapter talks to the real API or to the bundled sandbox (a stand-in speaking this protocol).
 */
export interface PayMongoOptions {
  code: string;
  name: string;
  /** https://api.paymongo.com, or the sandbox's base URL */
  apiUrl: string;
  secretKey: string;
  webhookSecret: string;
  /** the PayMongo wallet payouts are sent from */
  walletId: string;
  /** live keys sign with `li`, test keys with `te` */
  livemode: boolean;
  fetch?: typeof fetch;
  now?: () => number;
  /** how old a signed webhook may be (replays of old deliveries are refused) */
  toleranceSeconds?: number;
  timeoutMs?: number;
}

interface Resource {
  id?: unknown;
  attributes?: Record<string, unknown>;
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v.length > 0 ? v : null;
}

function int(v: unknown): number | null {
  return typeof v === 'number' && Number.isSafeInteger(v) ? v : null;
}

function parseSignature(header: string): { t: string; te?: string; li?: string } | null {
  const parts = Object.fromEntries(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return i < 0 ? [p.trim(), ''] : [p.slice(0, i).trim(), p.slice(i + 1).trim()];
    }),
  );
  const t = parts.t;
  if (!t || !/^\d{1,12}$/.test(t)) return null;
  return { t, te: parts.te || undefined, li: parts.li || undefined };
}

function hexEqual(a: string, b: string): boolean {
  if (!/^[0-9a-f]+$/i.test(a) || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/** Signs a webhook body the way PayMongo does (the sandbox and tests sign with this). */
export function paymongoSignature(secret: string, rawBody: string, t: number, livemode: boolean): string {
  const sig = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return livemode ? `t=${t},te=,li=${sig}` : `t=${t},te=${sig},li=`;
}

function paidTotals(session: Resource): { amount: number; currency: string | null } {
  const payments = Array.isArray(session.attributes?.payments) ? (session.attributes.payments as Resource[]) : [];
  let amount = 0;
  let currency: string | null = null;
  for (const p of payments) {
    if (p.attributes?.status !== 'paid') continue;
    amount += int(p.attributes.amount) ?? 0;
    currency ??= str(p.attributes.currency);
  }
  return { amount, currency };
}

export function createPayMongoProvider(options: PayMongoOptions): PaymentProvider {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const tolerance = options.toleranceSeconds ?? 300;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const auth = `Basic ${Buffer.from(`${options.secretKey}:`).toString('base64')}`;
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, idempotencyKey?: string): Promise<Resource> {
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ProviderUnavailable(`${options.name} could not be reached`, { cause: err });
    }
    const text = await res.text();
    if (res.status >= 500) throw new ProviderUnavailable(`${options.name} answered ${res.status}`);
    let json: { data?: Resource; errors?: Array<{ detail?: string }> };
    try {
      json = JSON.parse(text);
    } catch {
      throw new ProviderUnavailable(`${options.name} answered something that is not JSON`);
    }
    if (!res.ok || !json.data) {
      const detail = json.errors?.map((e) => e.detail).filter(Boolean).join('; ') || `HTTP ${res.status}`;
      throw new Error(`${options.name} refused the request: ${detail}`);
    }
    return json.data;
  }

  return {
    code: options.code,
    name: options.name,

    async createCheckout(input: CheckoutInput): Promise<CheckoutSession> {
      const data = await call(
        'POST',
        '/v1/checkout_sessions',
        {
          data: {
            attributes: {
              line_items: [{ name: input.description, amount: input.amountCents, currency: input.currency, quantity: 1 }],
              payment_method_types: [input.method],
              success_url: input.successUrl,
              cancel_url: input.cancelUrl,
              reference_number: input.orderNo,
              description: input.description,
              send_email_receipt: false,
              show_line_items: true,
              metadata: { order_no: input.orderNo },
            },
          },
        },
        `checkout:${input.orderNo}`,
      );
      const id = str(data.id);
      const url = str(data.attributes?.checkout_url);
      if (!id || !url) throw new ProviderUnavailable(`${options.name} answered a checkout without id or URL`);
      return { providerRef: id, checkoutUrl: url };
    },

    verifyWebhook(headers, rawBody): PaymentEvent {
      const raw = headers['paymongo-signature'];
      const header = Array.isArray(raw) ? raw[0] : raw;
      const sig = header ? parseSignature(header) : null;
      if (!sig) throw new WebhookRejected('missing or malformed Paymongo-Signature');
      const expected = createHmac('sha256', options.webhookSecret).update(`${sig.t}.${rawBody}`).digest('hex');
      const given = options.livemode ? sig.li : sig.te;
      if (!given || !hexEqual(given, expected)) throw new WebhookRejected('signature does not match');
      if (Math.abs(now() / 1000 - Number(sig.t)) > tolerance) throw new WebhookRejected('signature is too old');
      let body: { data?: Resource };
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new WebhookRejected('body is not JSON');
      }
      const event = body.data;
      const eventId = str(event?.id);
      const attrs = event?.attributes ?? {};
      const type = str(attrs.type);
      if (!eventId || !type) throw new WebhookRejected('not an event');
      if (attrs.livemode !== options.livemode) throw new WebhookRejected('event mode does not match the keys');
      const resource = (attrs.data ?? {}) as Resource;
      const ra = resource.attributes ?? {};
      if (type === 'checkout_session.payment.paid') {
        const paid = paidTotals(resource);
        return {
          eventId,
          type: 'paid',
          providerRef: str(resource.id),
          orderNo: str(ra.reference_number),
          amountCents: paid.amount,
          currency: paid.currency,
          detail: null,
        };
      }
      if (type === 'payment.failed') {
        const metadata = (ra.metadata ?? {}) as Record<string, unknown>;
        return {
          eventId,
          type: 'failed',
          providerRef: str(metadata.checkout_session_id),
          orderNo: str(metadata.order_no) ?? str(ra.external_reference_number),
          amountCents: int(ra.amount),
          currency: str(ra.currency),
          detail: str(ra.failed_message) ?? str(ra.failed_code),
        };
      }
      return { eventId, type: 'ignored', providerRef: null, orderNo: null, amountCents: null, currency: null, detail: type };
    },

    async checkoutStatus(providerRef: string): Promise<CheckoutStatus> {
      const data = await call('GET', `/v1/checkout_sessions/${encodeURIComponent(providerRef)}`);
      const attrs = data.attributes ?? {};
      const paid = paidTotals(data);
      const items = Array.isArray(attrs.line_items) ? (attrs.line_items as Array<Record<string, unknown>>) : [];
      const currency = paid.currency ?? str(items[0]?.currency) ?? '';
      const orderNo = str(attrs.reference_number);
      if (paid.amount > 0) return { status: 'paid', amountCents: paid.amount, currency, orderNo };
      const payments = Array.isArray(attrs.payments) ? (attrs.payments as Resource[]) : [];
      const failed = payments.some((p) => p.attributes?.status === 'failed');
      const status = attrs.status === 'expired' ? 'expired' : failed ? 'failed' : 'open';
      const amount = items.reduce((sum, i) => sum + (int(i.amount) ?? 0) * (int(i.quantity) ?? 1), 0);
      return { status, amountCents: amount, currency, orderNo };
    },

    async payout(input: PayoutInput): Promise<PayoutResult> {
      const data = await call(
        'POST',
        `/v1/wallets/${encodeURIComponent(options.walletId)}/transactions`,
        {
          data: {
            attributes: {
              amount: input.amountCents,
              currency: input.currency,
              receiver: {
                bank_account_name: input.accountName,
                bank_account_number: input.accountNo,
                bank_code: input.bankCode,
              },
              provider: 'instapay',
              type: 'send_money',
              purpose: 'Withdrawal',
              reference_number: input.payoutNo,
            },
          },
        },
        `payout:${input.payoutNo}`,
      );
      const status = str(data.attributes?.status);
      return {
        providerRef: str(data.id) ?? input.payoutNo,
        status: status === 'succeeded' ? 'paid' : status === 'failed' ? 'failed' : 'pending',
        detail: str(data.attributes?.failed_reason) ?? null,
      };
    },
  };
}
