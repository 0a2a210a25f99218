import type { ConsoleChatEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../core/bus.ts';

export type ChatListener = (event: ConsoleChatEvent) => void;

/**
 * Live chat lines to the operators watching a merchant's queue (GET /ops/chat/stream), from whichever process
 * took the line: this process's streams at once, the others' through the bus's `chat` topic (core/bus.ts;
 * in-process only without Redis, which is the whole story for one process).
 */
export function createChatBus({ bus, log }: { bus: Bus; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<ChatListener>>();
  let closed = false;

  function deliver(merchant: string, event: ConsoleChatEvent): void {
    for (const listener of listeners.get(merchant) ?? []) {
      try {
        listener(event);
      } catch (err) {
        log.warn({ err }, 'chat: a stream listener failed');
      }
    }
  }

  bus.on('chat', ({ merchant, event }) => {
    if (!closed) deliver(merchant, event);
  });

  return {
    /** To this process's streams now, and to the other processes' through the bus. */
    publish(merchant: string, event: ConsoleChatEvent): void {
      if (closed) return;
      deliver(merchant, event);
      bus.publish('chat', { merchant, event }).catch((err: unknown) => log.warn({ err }, 'chat: line not sent to the other processes'));
    },

    /** Listens to a merchant's lines (from any process); returns the way to stop. */
    async subscribe(merchant: string, listener: ChatListener): Promise<() => void> {
      let set = listeners.get(merchant);
      if (!set) listeners.set(merchant, (set = new Set()));
      set.add(listener);
      await bus.ready;
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(merchant);
      };
    },

    async close(): Promise<void> {
      closed = true;
      listeners.clear();
    },
  };
}

export type ChatBus = ReturnType<typeof createChatBus>;
