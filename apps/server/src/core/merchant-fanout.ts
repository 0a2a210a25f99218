import type { FastifyBaseLogger } from 'fastify';
import type { Bus, BusTopic, BusTopics } from './bus.ts';

/** The bus topics whose messages are a merchant's events. */
export type MerchantTopic = { [K in BusTopic]: BusTopics[K] extends { merchant: string; event: unknown } ? K : never }[BusTopic];
type EventOf<T extends MerchantTopic> = BusTopics[T]['event'];

export interface MerchantFanout<T extends MerchantTopic, M> {
  /** To this process's listeners now, and to the other processes' through the bus. */
  publish(merchant: string, event: EventOf<T>): void;
  /** Listens to a merchant's events (from any process) once the bus's subscriptions are in place; returns the way to stop. */
  subscribe(merchant: string, listener: (message: M) => void): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * A merchant's live events (crash rounds, support chat lines) to every listener of every process: this
 * process's listeners at once, the others' through one bus topic (core/bus.ts; in-process only without
 * Redis, which is the whole story for one process). `prepare` turns an event into what a listener receives,
 * once per event and only when this process has a listener for the merchant.
 */
export function createMerchantFanout<T extends MerchantTopic, M>(options: {
  bus: Bus;
  log: FastifyBaseLogger;
  topic: T;
  prepare: (merchant: string, event: EventOf<T>) => M;
}): MerchantFanout<T, M> {
  const { bus, log, topic, prepare } = options;
  const listeners = new Map<string, Set<(message: M) => void>>();
  let closed = false;

  function deliver(merchant: string, event: EventOf<T>): void {
    const set = listeners.get(merchant);
    if (closed || !set) return;
    const message = prepare(merchant, event);
    for (const listener of set) {
      try {
        listener(message);
      } catch (err) {
        log.warn({ err }, `${topic}: a listener failed`);
      }
    }
  }

  bus.on(topic, (message) => {
    const { merchant, event } = message as { merchant: string; event: EventOf<T> };
    deliver(merchant, event);
  });

  return {
    publish(merchant, event) {
      if (closed) return;
      deliver(merchant, event);
      bus.publish(topic, { merchant, event } as BusTopics[T]).catch((err: unknown) => log.warn({ err }, `${topic}: event not sent to the other processes`));
    },
    async subscribe(merchant, listener) {
      let set = listeners.get(merchant);
      if (!set) listeners.set(merchant, (set = new Set()));
      set.add(listener);
      await bus.ready;
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(merchant);
      };
    },
    async close() {
      closed = true;
      listeners.clear();
    },
  };
}
