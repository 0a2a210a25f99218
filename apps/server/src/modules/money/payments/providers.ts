import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createPayMongoProvider } from '../../../integrations/payments/paymongo.ts';
import { createPaymentProviderRegistry } from '../../../integrations/payments/provider.ts';
import type { PaymentProvider, PaymentProviderRegistry } from '../../../integrations/payments/provider.ts';

/** The sandbox provider's keys, derived from the install's secret so every process agrees on them. */
export function sandboxKeys(secret: string) {
  const derive = (purpose: string) => createHash('sha256').update(`sandbox-psp:${purpose}:${secret}`).digest('hex');
  return { secretKey: `sk_test_${derive('secret').slice(0, 32)}`, webhookSecret: `whsk_${derive('webhook').slice(0, 32)}` };
}

/**
 * A fetch that reaches this server's own routes (the bundled sandbox provider lives here): real loopback
 * HTTP while the server listens, request injection before (core/self-client.ts).
 */
export function selfFetch(app: FastifyInstance): typeof fetch {
  return (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app.selfRequest({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      path: `${url.pathname}${url.search}`,
      headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(res.body, { status: res.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

/**
 * The providers this install takes payments with: PayMongo when configured; the bundled sandbox only when its
 * switch is on (SANDBOX_PAYMENTS; on by default outside production). A channel whose provider is not here is
 * not offered: with no real provider configured, deposits and withdrawals are unavailable, never faked.
 */
export function paymentProvidersOf(app: FastifyInstance): PaymentProviderRegistry {
  const keys = sandboxKeys(app.secret);
  const providers: PaymentProvider[] = [];
  if (app.config.standIns.sandboxPayments) {
    providers.push(
      createPayMongoProvider({
        code: 'sandbox',
        name: 'Sandbox Pay',
        apiUrl: 'http://sandbox.internal/sandbox-pay',
        secretKey: keys.secretKey,
        webhookSecret: keys.webhookSecret,
        walletId: 'sandbox-wallet',
        livemode: false,
        fetch: selfFetch(app),
        now: app.clock,
      }),
    );
  }
  const pm = app.config.paymongo;
  if (pm) {
    providers.push(
      createPayMongoProvider({
        code: 'paymongo',
        name: 'PayMongo',
        apiUrl: pm.apiUrl,
        secretKey: pm.secretKey,
        webhookSecret: pm.webhookSecret,
        walletId: pm.walletId,
        livemode: pm.secretKey.startsWith('sk_live_'),
        now: app.clock,
      }),
    );
  }
  return createPaymentProviderRegistry(providers);
}
