import { randomUUID } from 'node:crypto';
import type { ConsoleChatEvent, CrashEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { RedisConnections } from './redis.ts';

/** What an operator change can make stale in a process's memory (core/cache-bus.ts). */
export type CacheTopic = 'merchants' | 'catalogue' | 'tournaments' | 'sportsbook';

/**
 * The messages the processes of one install send each other, by topic. A topic is a Redis channel; its
 * messages are typed here, so a publisher and its listeners cannot disagree.
 */
export interface BusTopics {
  /** cache invalidation: `drop` asks every process to drop a topic's caches, each answers `ack` */
  cache: { type: 'drop'; topic: CacheTopic; nonce: string } | { type: 'ack'; nonce: string };
  /** a merchant's crash round events, to the sockets every process holds */
  crash: { merchant: string; event: CrashEvent };
  /** a merchant's support chat lines, to the operators watching its queue from any process */
  chat: { merchant: string; event: ConsoleChatEvent };
  /** an entry of a tournament changed (a settled round; after its commit), or the tournament's state did (memberId null) */
  tournament: { merchant: string; tournamentId: number; memberId: number | null };
  /** the sportsbook: an event's or a market's state changed (all merchants), an operator's change for one merchant, a member's bet */
  sportsbook: SportsbookBusMessage;
  /** the demo vendor's live tables: a table's public state (JSON), to the sockets every process holds */
  'demo-live': { table: string; data: string };
}

export type SportsbookBusMessage =
  | { kind: 'events'; ids: number[] }
  | { kind: 'markets'; ids: number[] }
  /** a merchant's suspensions or margins changed: its sockets reprice these events */
  | { kind: 'merchant'; merchant: string; events: number[] }
  | { kind: 'bet'; merchant: string; memberId: number; id: number; status: string };
export type BusTopic = keyof BusTopics;

export const BUS_TOPICS: readonly BusTopic[] = ['cache', 'crash', 'chat', 'tournament', 'sportsbook', 'demo-live'];

/** The channel of a topic (after REDIS_PREFIX). */
export const BUS_CHANNELS: Record<BusTopic, string> = {
  cache: 'lobby:cache-invalidation',
  crash: 'lobby:crash-events',
  chat: 'lobby:chat-lines',
  tournament: 'lobby:tournament-changes',
  sportsbook: 'lobby:sportsbook-changes',
  'demo-live': 'lobby:demo-live-tables',
};

/**
 * Messages between the processes of one install. Each process subscribes to every topic on one connection
 * and publishes on the shared command connection. A listener hears the other processes only: the publisher
 * handles its own message itself, at once. Without Redis there is one process and nobody else to tell.
 */
export interface Bus {
  /** resolved once the subscriptions are in place (or after a short wait when Redis is down) */
  ready: Promise<void>;
  /** Sends to the other processes; answers how many received it (0 without Redis). Rejects when Redis does. */
  publish<T extends BusTopic>(topic: T, message: BusTopics[T]): Promise<number>;
  /** Runs `listener` on each message of the topic from another process. */
  on<T extends BusTopic>(topic: T, listener: (message: BusTopics[T]) => void): void;
  /** Runs `listener` when the subscriptions are restored after a loss: messages sent meanwhile were missed. */
  onResubscribed(listener: () => void): void;
  close(): Promise<void>;
}

interface Envelope {
  from: string;
  message: unknown;
}

export function createBus(options: { redis?: RedisConnections; prefix?: string; log: FastifyBaseLogger }): Bus {
  const listeners = new Map<BusTopic, ((message: never) => void)[]>();
  const resubscribed: (() => void)[] = [];
  const on: Bus['on'] = (topic, listener) => {
    listeners.set(topic, [...(listeners.get(topic) ?? []), listener as (message: never) => void]);
  };
  const onResubscribed = (listener: () => void) => {
    resubscribed.push(listener);
  };
  const { redis, log } = options;
  if (!redis) {
    return { ready: Promise.resolve(), publish: async () => 0, on, onResubscribed, async close() {} };
  }

  const self = randomUUID();
  const channels = new Map<string, BusTopic>(BUS_TOPICS.map((topic) => [`${options.prefix ?? ''}${BUS_CHANNELS[topic]}`, topic]));
  const channelOf = (topic: BusTopic) => `${options.prefix ?? ''}${BUS_CHANNELS[topic]}`;
  const { subscriber, command } = redis;
  /** whether this process's own subscription counts among PUBLISH's receivers */
  let subscribed = false;
  let subscribedBefore = false;
  let closing = false;

  let listening: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    listening = resolve;
  });
  // A Redis that is down at start must not keep the app from serving: until it is back, each process
  // serves on its own (caches expire by themselves) and everything cached is dropped when it is.
  const readyTimer = setTimeout(() => {
    log.warn('bus: Redis not reachable yet; serving without it');
    listening();
  }, 2000);
  readyTimer.unref();

  const subscribe = () => {
    subscriber.subscribe(...channels.keys()).then(
      () => {
        subscribed = true;
        clearTimeout(readyTimer);
        listening();
        if (subscribedBefore) for (const listener of resubscribed) listener();
        subscribedBefore = true;
      },
      (err: unknown) => {
        if (!closing) log.warn({ err }, 'bus: could not subscribe');
      },
    );
  };
  subscriber.on('ready', subscribe);
  if (subscriber.status === 'ready') subscribe();
  subscriber.on('close', () => {
    subscribed = false;
  });

  subscriber.on('message', (channel: string, text: string) => {
    const topic = channels.get(channel);
    if (!topic) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(text) as Envelope;
    } catch {
      return;
    }
    if (envelope.from === self) return;
    for (const listener of listeners.get(topic) ?? []) {
      try {
        listener(envelope.message as never);
      } catch (err) {
        log.warn({ err, topic }, 'bus: a listener failed');
      }
    }
  });

  return {
    ready,
    on,
    onResubscribed,
    async publish(topic, message) {
      if (closing) return 0;
      const receivers = await command.publish(channelOf(topic), JSON.stringify({ from: self, message } satisfies Envelope));
      return Math.max(0, receivers - (subscribed ? 1 : 0));
    },
    async close() {
      closing = true;
      clearTimeout(readyTimer);
      listening();
      listeners.clear();
    },
  };
}
