import { randomUUID } from 'node:crypto';
import type { ConsoleChatEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

export type ChatListener = (event: ConsoleChatEvent) => void;

/**
 * Live chat lines to the operators watching a merchant's queue (GET /ops/chat/stream), from whichever process
 * took the line. With REDIS_URL the lines go through one Redis channel (connected on first use, so an app
 * nobody watches opens nothing); without it, in-process only, which is the whole story for one process.
 */
export function createChatBus(options: { redisUrl?: string; prefix?: string; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<ChatListener>>();
  const self = randomUUID();
  const channel = `${options.prefix ?? ''}lobby:chat-lines`;
  let redis: { pub: Redis; sub: Redis; ready: Promise<void> } | undefined;
  let closed = false;

  function deliver(merchant: string, event: ConsoleChatEvent): void {
    for (const listener of listeners.get(merchant) ?? []) {
      try {
        listener(event);
      } catch (err) {
        options.log.warn({ err }, 'chat: a stream listener failed');
      }
    }
  }

  function connect() {
    if (redis || !options.redisUrl || closed) return redis;
    const pub = new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 });
    const sub = new Redis(options.redisUrl, { connectTimeout: 500 });
    for (const c of [pub, sub]) {
      c.on('error', (err: Error) => {
        if (!closed) options.log.warn({ err }, 'chat: Redis connection error');
      });
    }
    sub.on('message', (from: string, text: string) => {
      if (from !== channel) return;
      try {
        const parsed = JSON.parse(text) as { from: string; merchant: string; event: ConsoleChatEvent };
        if (parsed.from !== self) deliver(parsed.merchant, parsed.event);
      } catch {
        // not ours
      }
    });
    const ready = sub.subscribe(channel).then(
      () => undefined,
      (err: unknown) => options.log.warn({ err }, 'chat: could not subscribe to lines'),
    );
    redis = { pub, sub, ready };
    return redis;
  }

  return {
    /** To this process's streams now, and to the other processes' through Redis. */
    publish(merchant: string, event: ConsoleChatEvent): void {
      if (closed) return;
      deliver(merchant, event);
      // Only a process with someone watching has subscribed; publishing needs the connection either way.
      connect()
        ?.pub.publish(channel, JSON.stringify({ from: self, merchant, event }))
        .catch((err: unknown) => options.log.warn({ err }, 'chat: line not sent to the other processes'));
    },

    /** Listens to a merchant's lines (from any process); returns the way to stop. */
    async subscribe(merchant: string, listener: ChatListener): Promise<() => void> {
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

export type ChatBus = ReturnType<typeof createChatBus>;
