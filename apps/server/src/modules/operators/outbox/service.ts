import type { OpsOutboxMessage } from '@lobby/contract';
import type { OutboxChannel, OutboxRepository } from '../../../integrations/outbox/repository.ts';

export interface OutboxQuery {
  channel?: OutboxChannel;
  recipient?: string;
  merchantCode?: string;
  limit: number;
}

export function createOutboxService(deps: { repository: OutboxRepository }) {
  const { repository } = deps;
  return {
    /** The newest messages first. */
    async list(query: OutboxQuery): Promise<OpsOutboxMessage[]> {
      return repository.list(query);
    },
  };
}

export type OutboxService = ReturnType<typeof createOutboxService>;
