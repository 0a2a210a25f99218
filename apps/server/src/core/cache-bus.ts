import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus, CacheTopic } from './bus.ts';

export type { CacheTopic } from './bus.ts';

/**
 * Cache invalidation across the processes of one install. A process that changes what others keep
 * calls invalidate(topic): its own caches of that topic are dropped at once and, with REDIS_URL, every
 * other process is told on the bus's `cache` topic and drops its own. Without Redis there is one process to
 * tell (or the caches' time to live bounds how stale the others get).
 */
export interface CacheBus {
  /**
   * Drops the topic's caches here and in every other process; with Redis it resolves once the others
   * have confirmed (or after a short wait: a process that does not answer expires its caches by itself).
   */
  invalidate(topic: CacheTopic): Promise<void>;
  /** Runs `drop` whenever the topic is invalidated, by this process or another. */
  on(topic: CacheTopic, drop: () => void): void;
}

export interface CacheBusOptions {
  bus: Bus;
  log: FastifyBaseLogger;
  /** how long invalidate() waits for the other processes to confirm */
  ackTimeoutMs?: number;
}

export function createCacheBus({ bus, log, ackTimeoutMs = 1000 }: CacheBusOptions): CacheBus {
  const handlers = new Map<CacheTopic, (() => void)[]>();
  const drop = (topic: CacheTopic): void => {
    for (const handler of handlers.get(topic) ?? []) handler();
  };
  /** invalidations of this process waiting for the others' acks, by nonce */
  const waiting = new Map<string, () => void>();

  // Invalidations sent while this process's subscription was down are lost: drop everything instead.
  bus.onResubscribed(() => {
    for (const topic of handlers.keys()) drop(topic);
  });
  bus.on('cache', (message) => {
    if (message.type === 'ack') {
      waiting.get(message.nonce)?.();
      return;
    }
    drop(message.topic);
    bus.publish('cache', { type: 'ack', nonce: message.nonce }).catch((err: unknown) => log.warn({ err }, 'cache invalidation: could not confirm'));
  });

  return {
    on(topic, handler) {
      handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
    },
    async invalidate(topic) {
      drop(topic);
      const nonce = randomUUID();
      let timer: NodeJS.Timeout | undefined;
      let acks = 0;
      let expected = Infinity;
      let confirmed: () => void = () => {};
      const allConfirmed = new Promise<void>((resolve) => {
        confirmed = resolve;
        timer = setTimeout(() => {
          log.warn({ topic, acks, expected }, 'cache invalidation: not every process confirmed in time');
          resolve();
        }, ackTimeoutMs);
      });
      waiting.set(nonce, () => {
        if (++acks >= expected) confirmed();
      });
      try {
        // the bus answers how many other processes got the message: each confirms once it has dropped
        expected = await bus.publish('cache', { type: 'drop', topic, nonce });
        if (acks >= expected) confirmed();
        await allConfirmed;
      } catch (err) {
        log.warn({ err, topic }, 'cache invalidation: not sent to the other processes (their caches expire by themselves)');
      } finally {
        clearTimeout(timer);
        waiting.delete(nonce);
      }
    },
  };
}
