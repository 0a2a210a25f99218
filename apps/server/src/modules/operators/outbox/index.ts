import type { LobbyModule } from '../../../core/ops.ts';
import outboxRoutes from './routes.ts';
import { createOutboxService } from './service.ts';

/** The messages the local SMS and mail gateways kept instead of sending. Operator routes only. */
const outbox: LobbyModule = async (app, { ops }) => {
  ops.add(outboxRoutes, { service: createOutboxService({ repository: app.delivery.outbox }) });
};

export default outbox;
