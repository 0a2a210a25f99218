import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { createMailSender } from '../integrations/mail/sender.ts';
import type { MailSender } from '../integrations/mail/sender.ts';
import { createOutboxRepository } from '../integrations/outbox/repository.ts';
import type { OutboxRepository } from '../integrations/outbox/repository.ts';
import { createSmsGateway } from '../integrations/sms/gateway.ts';
import type { SmsGateway } from '../integrations/sms/gateway.ts';

/**
 * How messages leave: SMS through SMS_GATEWAY_URL and mail through SMTP_URL when set; otherwise both go
 * to the outbox table, which operators and end-to-end tests read at GET /ops/outbox.
 */
export interface Delivery {
  sms: SmsGateway;
  mail: MailSender;
  outbox: OutboxRepository;
}

export function createDelivery(config: Config, db: Kysely<Database>): Delivery {
  const outbox = createOutboxRepository(db);
  return { sms: createSmsGateway(config, outbox), mail: createMailSender(config, outbox), outbox };
}
