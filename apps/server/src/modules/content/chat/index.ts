import type { LobbyModule } from '../../../core/ops.ts';
import { createChatBus } from './bus.ts';
import chatOpsRoutes from './ops-routes.ts';
import { createChatRepository } from './repository.ts';
import chatRoutes from './routes.ts';
import { createChatService } from './service.ts';
import { createChatTickets } from './ticket.ts';

/** Live chat with customer service (the merchant's CBS3 module); staff answer through the operator routes. */
const chat: LobbyModule = async (app, { ops }) => {
  const bus = createChatBus({ bus: app.bus, log: app.log });
  app.addHook('onClose', async () => bus.close());
  const service = createChatService({
    bus,
    repository: createChatRepository(app.db, app.services.accounts),
    members: app.services.accounts,
    tickets: createChatTickets(app.config.gameTicketSecret),
    limiter: app.limiter,
    now: app.clock,
  });
  await app.register(chatRoutes, { service });
  ops.add(chatOpsRoutes, { service, merchants: app.merchants, bus });
};

export default chat;
