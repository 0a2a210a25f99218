import { randomUUID } from 'node:crypto';
import type { CrashEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** A merchant's crash event, serialized once for every socket that receives it. */
export interface CrashMessage {
  merchant: string;
  event: CrashEvent;
  /** JSON of the event, encoded once for every socket (a string would be encoded again per socket) */
  data: Buffer;
}

export type CrashListener = (message: CrashMessage) => void;

/**
 * Fan-out of crash events to the sockets of every process. Any process may publish (the round clock's
 * holder: betting, running, ticks, crashes; the process that took a bet or a cash-out: that one); each
 * process hands the events to the sockets it holds. With REDIS_URL the events go through one Redis channel
 * (connected on first use, so an app that never serves crash opens nothing); without it, in-process only,
 * which is the whole story for a single process.
 */
export function createCrashBus(options: { redisUrl?: string; prefix?: string; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<CrashListener>>();
  const self = randomUUID();
  const channel = `${options.prefix ?? ''}lobby:crash-events`;
  let redis: { pub: Redis; sub: Redis; ready: Promise<void> } | undefined;
  let closed = false;

  function deliver(message: CrashMessage): void {
    for (const listener of listeners.get(message.merchant) ?? []) {
      try {
        listener(message);
      } catch (err) {
        options.log.warn({ err }, 'crash: a socket listener failed');
      }
    }
  }

  function connect() {
    if (redis || !options.redisUrl || closed) return redis;
    const pub = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    const sub = new Redis(options.redisUrl, { connectTimeout: 500 });
    for (const c of [pub, sub]) {
      c.on('error', (err: Error) => {
        if (!closed) options.log.warn({ err }, 'crash: Redis connection error');
      });
    }
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const parsed = JSON.parse(text) as { from: string; merchant: string; event: CrashEvent };
        if (parsed.from === self) return;
        deliver({ merchant: parsed.merchant, event: parsed.event, data: Buffer.from(JSON.stringify(parsed.event)) });
      } catch {
        // not ours
      }
    });
    const ready = sub.subscribe(channel).then(
      () => undefined,
      (err: unknown) => options.log.warn({ err }, 'crash: could not subscribe to events'),
    );
    redis = { pub, sub, ready };
    return redis;
  }

  return {
    /** Sends the event to this process's sockets now and to the other processes' through Redis. */
    publish(merchant: string, event: CrashEvent): void {
      if (closed) return;
      deliver({ merchant, event, data: Buffer.from(JSON.stringify(event)) });
      const r = connect();
      r?.pub.publish(channel, JSON.stringify({ from: self, merchant, event })).catch((err: unknown) => {
        options.log.warn({ err }, 'crash: event not sent to the other processes');
      });
    },

    /** Listens to a merchant's events (from any process); returns the way to stop. */
    async subscribe(merchant: string, listener: CrashListener): Promise<() => void> {
      let set = listeners.get(merchant);
      if (!set) listeners.set(merchant, (set = new Set()));
      set.add(listener);
      const r = connect();
      if (r) await Promise.race([r.ready, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(merchant);
      };
    },

    async close(): Promise<void> {
      closed = true;
      listeners.clear();
      if (!redis) return;
      redis.sub.disconnect();
      if (redis.pub.status === 'ready') await redis.pub.quit().catch(() => redis?.pub.disconnect());
      else redis.pub.disconnect();
    },
  };
}

export type CrashBus = ReturnType<typeof createCrashBus>;
