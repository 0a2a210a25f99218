import type { ConsoleChatEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../../core/bus.ts';
import { createMerchantFanout } from '../../../core/merchant-fanout.ts';

export type ChatListener = (event: ConsoleChatEvent) => void;

/** Live chat lines to the operators watching a merchant's queue (GET /ops/chat/stream), from whichever process took the line. */
export function createChatBus({ bus, log }: { bus: Bus; log: FastifyBaseLogger }) {
  return createMerchantFanout({ bus, log, topic: 'chat', prepare: (_merchant, event): ConsoleChatEvent => event });
}

export type ChatBus = ReturnType<typeof createChatBus>;
