import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * What an operator change can make stale in a process's memory: the merchant snapshot (maintenance,
 * blocked regions) and the game catalogue's caches (hot ranking, lists, vendors).
 */
export type CacheTopic = 'merchants' | 'catalogue';

/**
 * Cache invalidation across the processes of one install. A process that changes what others keep
 * calls invalidate(topic): its own caches of that topic are dropped at once and, with REDIS_URL, every
 * other process is told over one Redis channel and drops its own. Without Redis there is one process to
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
  close(): Promise<void>;
}

export interface CacheBusOptions {
  redisUrl?: string;
  /** before the channel's name (REDIS_PREFIX) */
  prefix?: string;
  log: FastifyBaseLogger;
  /** how long invalidate() waits for the other processes to confirm */
  ackTimeoutMs?: number;
}

/** `drop` asks every process to drop a topic; each answers with an `ack` once it has. */
type Message =
  | { type: 'drop'; topic: CacheTopic; from: string; nonce: string }
  | { type: 'ack'; from: string; nonce: string };

export const CACHE_CHANNEL = 'lobby:cache-invalidation';

/** The bus, and `ready` (resolved once it listens, so the app serves no request it could miss). */
export function createCacheBus(options: CacheBusOptions): CacheBus & { ready: Promise<void> } {
  const handlers = new Map<CacheTopic, (() => void)[]>();
  const drop = (topic: CacheTopic): void => {
    for (const handler of handlers.get(topic) ?? []) handler();
  };
  const dropAll = (): void => {
    for (const topic of handlers.keys()) drop(topic);
  };
  const on = (topic: CacheTopic, handler: () => void): void => {
    handlers.set(topic, [...(handlers.get(topic) ?? []), handler]);
  };

  if (!options.redisUrl) {
    return {
      ready: Promise.resolve(),
      on,
      async invalidate(topic) {
        drop(topic);
      },
      async close() {},
    };
  }

  const { log } = options;
  const channel = `${options.prefix ?? ''}${CACHE_CHANNEL}`;
  const self = randomUUID();
  const ackTimeoutMs = options.ackTimeoutMs ?? 1000;
  // Fail fast like the limiter: an operator's change must not wait on a slow Redis (TTLs still bound staleness).
  const pub = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // A subscribed connection takes no other command; it subscribes itself on every (re)connection.
  const sub = new Redis(options.redisUrl, { connectTimeout: 500, autoResubscribe: false });
  /** invalidations of this process waiting for the others' acks, by nonce */
  const waiting = new Map<string, () => void>();
  let listenedBefore = false;
  /** whether this process's own subscription counts among PUBLISH's receivers */
  let subscribed = false;
  let closing = false;

  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  // A Redis that is down at start must not keep the app from serving: until it is back, caches expire
  // by themselves (and everything is dropped when it is).
  const readyTimer = setTimeout(() => {
    log.warn('cache invalidation: Redis not reachable yet; serving without it');
    listening();
  }, 2000);
  readyTimer.unref();

  for (const connection of [pub, sub]) {
    connection.on('error', (err: Error) => {
      if (!closing) log.warn({ err }, 'cache invalidation: Redis connection error');
    });
  }

  sub.on('ready', () => {
    sub.subscribe(channel).then(
      () => {
        // Messages sent while this connection was down are lost: drop everything instead.
        if (listenedBefore) dropAll();
        listenedBefore = true;
        subscribed = true;
        clearTimeout(readyTimer);
        listening();
      },
      (err: unknown) => log.warn({ err }, 'cache invalidation: could not subscribe'),
    );
  });

  sub.on('close', () => {
    subscribed = false;
  });

  const send = (message: Message) => pub.publish(channel, JSON.stringify(message));

  sub.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch {
      return;
    }
    if (message.from === self) return;
    if (message.type === 'ack') {
      waiting.get(message.nonce)?.();
      return;
    }
    if (message.type !== 'drop') return;
    drop(message.topic);
    send({ type: 'ack', from: self, nonce: message.nonce }).catch((err: unknown) =>
      log.warn({ err }, 'cache invalidation: could not confirm'),
    );
  });

  return {
    ready,
    on,
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
        // PUBLISH answers how many subscribers got the message: this process's own and the others'.
        const receivers = await send({ type: 'drop', topic, from: self, nonce });
        expected = Math.max(0, receivers - (subscribed ? 1 : 0));
        if (acks >= expected) confirmed();
        await allConfirmed;
      } catch (err) {
        log.warn({ err, topic }, 'cache invalidation: not sent to the other processes (their caches expire by themselves)');
      } finally {
        clearTimeout(timer);
        waiting.delete(nonce);
      }
    },
    async close() {
      closing = true;
      clearTimeout(readyTimer);
      listening();
      sub.disconnect();
      if (pub.status === 'ready') await pub.quit().catch(() => pub.disconnect());
      else pub.disconnect();
    },
  };
}
