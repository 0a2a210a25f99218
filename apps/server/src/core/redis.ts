import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The process's Redis connections (REDIS_URL): one for commands (the limiters' counters, the route rate
 * limits, publishing on the bus) and one for the bus's subscriptions (a subscribed connection takes no other
 * command). Every user shares them, so a process holds two connections whatever it serves.
 */
export interface RedisConnections {
  command: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function createRedisConnections(url: string, log: FastifyBaseLogger, prefix = ''): RedisConnections {
  // named after the install (REDIS_PREFIX), so CLIENT LIST tells whose connections these are
  const name = (role: string) => `${prefix}lobby-${role}`.replace(/[^\x21-\x7e]/g, '_');
  // Fail fast: a slow Redis must not stall logins or requests (the users fall back or let requests through).
  const command = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1, connectionName: name('command') });
  // The bus subscribes itself on every (re)connection, and knows then that messages may have been lost.
  const subscriber = new Redis(url, { connectTimeout: 500, autoResubscribe: false, connectionName: name('bus') });
  let closing = false;
  for (const [name, connection] of [['command', command], ['subscriber', subscriber]] as const) {
    connection.on('error', (err: Error) => {
      if (!closing) log.warn({ err }, `Redis ${name} connection error`);
    });
  }
  return {
    command,
    subscriber,
    async close() {
      closing = true;
      subscriber.disconnect();
      if (command.status === 'ready') await command.quit().catch(() => command.disconnect());
      else command.disconnect();
    },
  };
}
