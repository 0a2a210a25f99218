import type { LobbyModule } from '../../../core/ops.ts';
import { contactsOf } from '../../../core/accounts/audience.ts';
import { createWebPushSender, vapidKeysOf } from '../../../integrations/web-push/sender.ts';
import type { PushSender } from '../../../integrations/web-push/sender.ts';
import { createMarketingRepository } from '../../accounts/member-settings/index.ts';
import type { FastifyInstance } from 'fastify';
import { createMessagesRepository } from './repository.ts';
import { messagesOpsRoutes, messagesPlayerRoutes } from './routes.ts';
import { createMessagesService, MESSAGE_QUEUE } from './service.ts';

export { MESSAGE_QUEUE } from './service.ts';
export type { MessagesService } from './service.ts';

/**
 * The messages service of this app over its real channels (mail, SMS, Web Push), with overrides for what a
 * test puts in their place (a push sender trusting a local push service, a mail sender that fails, a chunk size).
 */
export function messagesServiceOf(app: FastifyInstance, overrides: Partial<Parameters<typeof createMessagesService>[0]> = {}) {
  const keys = vapidKeysOf(app.config);
  const push: PushSender | undefined = keys && createWebPushSender(keys);
  return createMessagesService({
    db: app.db,
    repository: createMessagesRepository(app.db),
    segments: app.services.segments,
    reachable: (ids, on) => app.services.protection.reachable(ids, on),
    marketing: createMarketingRepository(app.db),
    contacts: (ids) => contactsOf(app.db, ids),
    mail: app.delivery.mail,
    sms: app.delivery.sms,
    push,
    // the queue keeps real time; the app's clock may be a test's
    enqueue: async (messageId, delayMs) => void (await app.jobs.send(MESSAGE_QUEUE, { messageId }, { key: `message:${messageId}`, startAfter: Date.now() + delayMs })),
    merchant: async (code) => {
      const m = await app.merchants.byCode(code);
      return m && { code: m.code, defaultLanguage: m.defaultLanguage };
    },
    now: app.clock,
    log: app.log,
    ...overrides,
  });
}

/**
 * Messages to players on the inbox, e-mail, SMS and Web Push, to a segment or everyone, now or at a time;
 * the member's marketing consent and push subscription. A message's job resumes after a restart.
 */
const messages: LobbyModule = async (app, { ops }) => {
  const service = messagesServiceOf(app);
  // a segment a message still waits to go to cannot be deleted under it
  app.services.segments.addInUseCheck((merchantCode, segmentId) => service.inUse(merchantCode, segmentId));
  app.jobs.define<{ messageId: number }>(MESSAGE_QUEUE, async (payload) => service.run(payload.messageId), {
    retryLimit: 10,
    retryDelaySeconds: 5,
    retryBackoff: true,
    // a large segment takes a while; a run that outlives this is taken as dead and resumed by the retry
    expireSeconds: 3600,
  });
  await app.register(messagesPlayerRoutes, { service });
  ops.add(messagesOpsRoutes, { service });
};

export default messages;
