import nodemailer from 'nodemailer';
import type { OutboxRepository } from '../outbox/repository.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** the tenant the message is sent for (kept with outbox messages) */
  merchantCode?: string;
  /**
   * The same for every try of one message (the delivery job's id): SMTP sends it as the Message-ID, so
   * a message sent twice (a retry after an unanswered send) is one message to the receiving side.
   */
  id?: string;
}

/** Sends one mail. Rejects when the message was not accepted for delivery. */
export interface MailSender {
  readonly kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}

/** The working local sender: mails are kept in the outbox table (text part), readable at GET /ops/outbox. */
export function createOutboxMailSender(outbox: OutboxRepository, now: () => number = Date.now): MailSender {
  return {
    kind: 'outbox',
    async send(message) {
      await outbox.insert({
        channel: 'mail',
        merchantCode: message.merchantCode ?? null,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        createdAt: now(),
      });
    },
    async close() {},
  };
}

export interface SmtpMailSenderOptions {
  /** smtp://user:pass@host:port or smtps://… */
  url: string;
  from: string;
}

export function createSmtpMailSender(options: SmtpMailSenderOptions): MailSender {
  const transport = nodemailer.createTransport({
    url: options.url,
    // A stalled relay must not hold a request for minutes (nodemailer's defaults).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.id ? { messageId: `<${message.id}@lobby.invalid>` } : {}),
      });
    },
    async close() {
      transport.close();
    },
  };
}

export interface MailSenderConfig {
  smtpUrl: string | undefined;
  mailFrom: string;
}

export function createMailSender(config: MailSenderConfig, outbox: OutboxRepository): MailSender {
  if (config.smtpUrl) return createSmtpMailSender({ url: config.smtpUrl, from: config.mailFrom });
  return createOutboxMailSender(outbox);
}
