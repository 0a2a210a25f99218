import type { FastifyInstance } from 'fastify';
import type { LobbyModule } from '../../../core/ops.ts';
import inboxOpsRoutes from './ops-routes.ts';
import { createInboxRepository } from './repository.ts';
import inboxRoutes from './routes.ts';

export { insertInboxCopies } from './repository.ts';
export type { InboxCopy } from './repository.ts';
import { createInboxService } from './service.ts';

/** Tells a member something through the inbox (a withdrawal rejected or returned, a reward paid). */
export function inboxNotifier(app: FastifyInstance) {
  const repository = createInboxRepository(app.db);
  return {
    async notify(memberId: number, merchantCode: string, title: string, content: string): Promise<void> {
      await repository.insert({ merchantCode, memberId, title, content, createdAt: app.clock() });
    },
  };
}

/** The member's inbox; operators put messages into it. */
const inbox: LobbyModule = async (app, { ops }) => {
  const service = createInboxService({ repository: createInboxRepository(app.db), members: app.services.accounts, now: app.clock });
  await app.register(inboxRoutes, { service });
  ops.add(inboxOpsRoutes, { service, merchants: app.merchants });
};

export default inbox;
