import type { OutboxRepository } from '../outbox/repository.ts';

export interface SmsContext {
  /** the tenant the message is sent for (kept with outbox messages) */
  merchantCode?: string;
  /** the same for every try of one message (the delivery job's id): sent as Idempotency-Key */
  id?: string;
}

/** Sends one text message. Rejects when the message was not accepted for delivery. */
export interface SmsGateway {
  /** outbox: messages are kept in the database for the operator; http: a real provider */
  readonly kind: 'outbox' | 'http';
  send(to: string, text: string, context?: SmsContext): Promise<void>;
}

export class SmsDeliveryError extends Error {
  override readonly name = 'SmsDeliveryError';
}

/** The working local gateway: nothing leaves the machine; GET /ops/outbox shows what was "sent". */
export function createOutboxSmsGateway(outbox: OutboxRepository, now: () => number = Date.now): SmsGateway {
  return {
    kind: 'outbox',
    async send(to, text, context = {}) {
      await outbox.insert({
        channel: 'sms',
        merchantCode: context.merchantCode ?? null,
        recipient: to,
        subject: null,
        body: text,
        createdAt: now(),
      });
    },
  };
}

export interface HttpSmsGatewayOptions {
  url: string;
  token: string | undefined;
  timeoutMs?: number;
}

/**
 * A provider reached over HTTP: `POST <url>` with `{"to": "+63…", "text": "…", "reference": "<merchant>"}`,
 * `Authorization: Bearer <token>` and `Idempotency-Key` (the same for every try of one message). Most SMS APIs take this shape or sit behind a small relay that
 * does; any 2xx counts as accepted.
 */
export function createHttpSmsGateway(options: HttpSmsGatewayOptions): SmsGateway {
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    kind: 'http',
    async send(to, text, context = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      if (context.id) headers['idempotency-key'] = context.id;
      let res: Response;
      try {
        res = await fetch(options.url, {
          method: 'POST',
          headers,
          body: JSON.stringify({ to, text, reference: context.merchantCode ?? null }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (err) {
        throw new SmsDeliveryError(`SMS gateway unreachable: ${(err as Error).message}`, { cause: err });
      }
      // Drain the body so the connection can be reused; its content is only for the log, without the message
      // (it may carry a code) or the number, should the provider echo them.
      const detail = redactReply(await res.text().catch(() => ''), [text, to]);
      if (!res.ok) throw new SmsDeliveryError(`SMS gateway answered ${res.status}: ${detail}`);
    },
  };
}

/**
 * A provider's error reply as the log may keep it: at most 200 characters, with the message and the number
 * it was sent to taken out, and any run of four or more digits (a code, a number written another way) masked.
 */
export function redactReply(reply: string, secrets: string[]): string {
  let out = reply;
  for (const secret of secrets) if (secret) out = out.split(secret).join('[redacted]');
  return out.replace(/\d{4,}/g, (digits) => '#'.repeat(digits.length)).slice(0, 200);
}

export interface SmsGatewayConfig {
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
}

export function createSmsGateway(config: SmsGatewayConfig, outbox: OutboxRepository): SmsGateway {
  if (config.smsGatewayUrl) {
    return createHttpSmsGateway({ url: config.smsGatewayUrl, token: config.smsGatewayToken });
  }
  return createOutboxSmsGateway(outbox);
}
