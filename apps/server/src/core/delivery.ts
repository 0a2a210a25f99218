import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import type { SecretBox } from '../lib/secret-box.ts';
import { createMailSender } from '../integrations/mail/sender.ts';
import type { MailMessage, MailSender } from '../integrations/mail/sender.ts';
import { createOutboxRepository } from '../integrations/outbox/repository.ts';
import type { OutboxRepository } from '../integrations/outbox/repository.ts';
import { createSmsGateway } from '../integrations/sms/gateway.ts';
import type { SmsGateway } from '../integrations/sms/gateway.ts';
import type { JobQueue } from './jobs/index.ts';

/**
 * How messages leave: SMS through SMS_GATEWAY_URL and mail through SMTP_URL when set; otherwise both go
 * to the outbox table, which operators and end-to-end tests read at GET /ops/outbox.
 *
 * `sms` and `mail` send at once, for messages whose sender must know the outcome: a sign-in or e-mail code
 * is dropped when its message was refused (the member is told and asks again), so a retry later would
 * deliver a code that no longer exists. `queuedMail` is for messages that stay good for a while (a reset
 * link): with SMTP, a send is a job (`delivery.mail`), accepted once queued, then tried and retried with
 * backoff by whichever process takes it, across restarts, under the job's id as its Message-ID so a retry
 * after an unanswered send is the same message; with the outbox, the insert is the delivery and is
 * immediate (GET /ops/outbox shows it as soon as the request has answered).
 */
export interface Delivery {
  sms: SmsGateway;
  mail: MailSender;
  queuedMail: MailSender;
  outbox: OutboxRepository;
}

export const MAIL_QUEUE = 'delivery.mail';

/** A message waits in the jobs table sealed: it may carry a reset link. */
interface SealedMessage {
  sealed: string;
}

export function createDelivery(config: Config, db: Kysely<Database>, jobs: JobQueue, box: SecretBox): Delivery {
  const outbox = createOutboxRepository(db);
  const mail = createMailSender(config, outbox);
  const sms = createSmsGateway(config, outbox);

  jobs.define<SealedMessage>(
    MAIL_QUEUE,
    async (payload, job) => mail.send({ ...(JSON.parse(box.open(payload.sealed)) as MailMessage), id: job.id }),
    { retryLimit: 5, retryDelaySeconds: 5, retryBackoff: true, expireSeconds: 120 },
  );

  return {
    outbox,
    sms,
    mail,
    queuedMail:
      mail.kind === 'outbox'
        ? mail
        : {
            kind: mail.kind,
            async send(message) {
              await jobs.send(MAIL_QUEUE, { sealed: box.seal(JSON.stringify(message)) } satisfies SealedMessage);
            },
            close: async () => {},
          },
  };
}
