import type { CrashEvent } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from '../../../core/bus.ts';
import { createMerchantFanout } from '../../../core/merchant-fanout.ts';

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
 * holder: betting, running, ticks, crashes; the process that took a bet or a cash-out: that one).
 */
export function createCrashBus({ bus, log }: { bus: Bus; log: FastifyBaseLogger }) {
  return createMerchantFanout({
    bus,
    log,
    topic: 'crash',
    prepare: (merchant, event): CrashMessage => ({ merchant, event, data: Buffer.from(JSON.stringify(event)) }),
  });
}

export type CrashBus = ReturnType<typeof createCrashBus>;
