import type { CrashEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../core/bus.ts';

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
 * process hands the events to the sockets it holds, its own at once and the others' through the bus's
 * `crash` topic (core/bus.ts; in-process only without Redis, which is the whole story for one process).
 */
export function createCrashBus({ bus, log }: { bus: Bus; log: FastifyBaseLogger }) {
  const listeners = new Map<string, Set<CrashListener>>();
  let closed = false;

  function deliver(message: CrashMessage): void {
    for (const listener of listeners.get(message.merchant) ?? []) {
      try {
        listener(message);
      } catch (err) {
        log.warn({ err }, 'crash: a socket listener failed');
      }
    }
  }

  bus.on('crash', ({ merchant, event }) => {
    if (!closed && listeners.has(merchant)) deliver({ merchant, event, data: Buffer.from(JSON.stringify(event)) });
  });

  return {
    /** Sends the event to this process's sockets now and to the other processes' through the bus. */
    publish(merchant: string, event: CrashEvent): void {
      if (closed) return;
      deliver({ merchant, event, data: Buffer.from(JSON.stringify(event)) });
      bus.publish('crash', { merchant, event }).catch((err: unknown) => {
        log.warn({ err }, 'crash: event not sent to the other processes');
      });
    },

    /** Listens to a merchant's events (from any process); returns the way to stop. */
    async subscribe(merchant: string, listener: CrashListener): Promise<() => void> {
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

export type CrashBus = ReturnType<typeof createCrashBus>;
