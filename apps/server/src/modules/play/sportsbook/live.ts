import { SESSION_COOKIE, SPORTSBOOK_PATHS, sportsbookSubscribeSchema } from '@lobby/contract';
import type { SportsbookSocketEvent } from '@lobby/contract';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { Bus, SportsbookBusMessage } from '../../../core/bus.ts';
import type { ResolvedMerchant } from '../../../core/merchants/service.ts';
import { groupBy } from './book.ts';
import type { Book } from './book.ts';
import type { SportsbookRepository } from './repository.ts';

/** A socket whose client reads slower than this many bytes behind is dropped (it reconnects and resubscribes). */
const MAX_BUFFERED = 1 << 20;

interface Client {
  merchant: string;
  memberId: number | null;
  events: Set<number>;
  markets: Set<number>;
  send(event: SportsbookSocketEvent): void;
}

/**
 * The book's live side on this process: sockets subscribed to events and markets, and the bus. A change
 * (from the feed's desk on whichever process holds its lease, or an operator's on any) goes out on the bus
 * as ids; every process reads those rows once, prices them per merchant once, and sends each subscriber the
 * messages it asked for. A member's own bets are told to that member's sockets.
 */
export function createSportsbookLive(deps: { bus: Bus; repository: SportsbookRepository; book: Book; log: FastifyBaseLogger }) {
  const { bus, repository: repo, book, log } = deps;
  const clients = new Set<Client>();
  const byEvent = new Map<number, Set<Client>>();
  const byMarket = new Map<number, Set<Client>>();
  const byMember = new Map<number, Set<Client>>();

  const index = (map: Map<number, Set<Client>>, id: number, c: Client) => {
    let set = map.get(id);
    if (!set) map.set(id, (set = new Set()));
    set.add(c);
  };
  const unindex = (map: Map<number, Set<Client>>, id: number, c: Client) => {
    const set = map.get(id);
    if (!set) return;
    set.delete(c);
    if (set.size === 0) map.delete(id);
  };

  /** The messages of these events and markets for the clients that watch them, priced per merchant. */
  async function push(eventIds: readonly number[], marketIds: readonly number[], only?: { merchant?: string; client?: Client }): Promise<void> {
    const watchedEvents = only?.client ? eventIds : eventIds.filter((id) => byEvent.has(id));
    const events = await repo.eventsByIds([...new Set(watchedEvents)]);
    // a market's message goes to its market's watchers and its event's
    const markets = await repo.marketsByIds([...new Set(marketIds)]);
    const relevant = only?.client ? markets : markets.filter((m) => byMarket.has(m.id) || byEvent.has(m.event_id));
    const marketEvents = new Map((await repo.eventsByIds([...new Set(relevant.map((m) => m.event_id))])).map((e) => [e.id, e]));
    const selections = groupBy(await repo.selectionsOf(relevant.map((m) => m.id)), (s) => s.market_id);
    const targets = only?.client ? [only.client] : [...clients].filter((c) => !only?.merchant || c.merchant === only.merchant);
    const merchants = new Set(targets.map((c) => c.merchant));
    for (const merchant of merchants) {
      const mb = await book.merchantBook(merchant);
      // every message of this change priced for the merchant, once; events first, then markets
      const texts: string[] = [];
      const eventAt = new Map<number, number>();
      for (const e of events) {
        const base = book.eventBase(mb, e, { id: e.league_id, name: '', country: '' });
        eventAt.set(e.id, texts.length);
        texts.push(JSON.stringify({ type: 'event', id: e.id, status: base.status, suspended: base.suspended, score: base.score, clock: base.clock, periods: base.periods } satisfies SportsbookSocketEvent));
      }
      const marketAt = new Map<number, { eventId: number; at: number }>();
      for (const m of relevant) {
        const e = marketEvents.get(m.event_id);
        if (!e) continue;
        const v = book.marketView(mb, e, m, selections.get(m.id) ?? []);
        const msg: SportsbookSocketEvent = { type: 'market', id: m.id, eventId: e.id, status: v.status, selections: v.selections.map((s) => ({ id: s.id, odds: s.odds, result: s.result })) };
        marketAt.set(m.id, { eventId: e.id, at: texts.length });
        texts.push(JSON.stringify(msg));
      }
      // which of them each client watches, in that order
      const wanted = new Map<Client, number[]>();
      const add = (c: Client, at: number) => {
        if (c.merchant !== merchant) return;
        const list = wanted.get(c);
        if (list) list.push(at);
        else wanted.set(c, [at]);
      };
      if (only?.client) {
        for (let i = 0; i < texts.length; i++) add(only.client, i);
      } else {
        for (const [id, at] of eventAt) for (const c of byEvent.get(id) ?? []) add(c, at);
        for (const [id, { eventId, at }] of marketAt) {
          const watchers = byMarket.get(id);
          for (const c of watchers ?? []) add(c, at);
          // an event's watchers get its markets too (once, if they also watch the market)
          for (const c of byEvent.get(eventId) ?? []) if (!watchers?.has(c)) add(c, at);
        }
      }
      // one frame per client; clients that watch the same messages share one encoded frame
      const frames = new Map<string, Buffer>();
      for (const [c, list] of wanted) {
        const key = list.join(',');
        let frame = frames.get(key);
        if (!frame) {
          frame = Buffer.from(list.length === 1 ? texts[list[0]!]! : `[${list.map((i) => texts[i]).join(',')}]`);
          frames.set(key, frame);
        }
        sendRaw(c, frame);
      }
    }
  }

  const raw = new WeakMap<Client, (text: string | Buffer) => void>();
  function sendRaw(c: Client, text: string | Buffer) {
    raw.get(c)?.(text);
  }

  async function handle(message: SportsbookBusMessage): Promise<void> {
    // an operator's change drops this process's copy of the merchant's settings, watched or not
    if (message.kind === 'merchant') book.drop(message.merchant);
    if (clients.size === 0) return;
    switch (message.kind) {
      case 'events':
        return push(message.ids, []);
      case 'markets':
        return push([], message.ids);
      case 'merchant': {
        // a suspension names its event; a change of margins names none: every event watched is repriced
        const events = message.events.length > 0 ? message.events : [...byEvent.keys()];
        const markets = await repo.marketsOfEvents(events);
        return push(events, [...new Set([...markets.map((m) => m.id), ...(message.events.length > 0 ? [] : byMarket.keys())])], { merchant: message.merchant });
      }
      case 'bet': {
        const text = JSON.stringify({ type: 'bet', id: message.id, status: message.status } as SportsbookSocketEvent);
        for (const c of byMember.get(message.memberId) ?? []) if (c.merchant === message.merchant) sendRaw(c, text);
        return;
      }
    }
  }

  bus.on('sportsbook', (message) => {
    handle(message).catch((err) => log.warn({ err }, 'sportsbook live: a change was not sent'));
  });

  return {
    /** Tells every process (this one at once) of a change. */
    publish(message: SportsbookBusMessage): void {
      if (message.kind === 'merchant') book.drop(message.merchant);
      handle(message).catch((err) => log.warn({ err }, 'sportsbook live: a change was not sent'));
      bus.publish('sportsbook', message).catch((err) => log.warn({ err }, 'sportsbook live: the bus did not take a change'));
    },

    viewers: () => clients.size,

    async register(app: FastifyInstance): Promise<void> {
      app.get(
        SPORTSBOOK_PATHS.socket,
        {
          websocket: true,
          schema: { hide: true },
          preValidation: async (request) => {
            const query = request.query as Record<string, unknown> | undefined;
            const rawMerchant = query?.merchant;
            const merchant = await app.merchants.resolve({ header: typeof rawMerchant === 'string' ? rawMerchant : undefined, hostname: request.hostname });
            (request as FastifyRequest & { sportsMerchant?: ResolvedMerchant }).sportsMerchant = merchant;
          },
        },
        async (socket, request) => {
          const merchant = (request as FastifyRequest & { sportsMerchant?: ResolvedMerchant }).sportsMerchant!;
          let memberId: number | null = null;
          const token = request.cookies?.[SESSION_COOKIE];
          if (token) memberId = (await app.sessions.authenticate(token, merchant.code).catch(() => null))?.memberId ?? null;
          const client: Client = { merchant: merchant.code, memberId, events: new Set(), markets: new Set(), send: () => {} };
          raw.set(client, (text: string | Buffer) => {
            if (socket.readyState !== socket.OPEN) return;
            if (socket.bufferedAmount > MAX_BUFFERED) {
              socket.terminate();
              return;
            }
            socket.send(text, { binary: false });
          });
          clients.add(client);
          if (memberId !== null) index(byMember, memberId, client);
          const drop = () => {
            clients.delete(client);
            for (const id of client.events) unindex(byEvent, id, client);
            for (const id of client.markets) unindex(byMarket, id, client);
            if (memberId !== null) unindex(byMember, memberId, client);
          };
          socket.on('close', drop);
          socket.on('error', () => socket.terminate());
          socket.on('message', (data: Buffer) => {
            let parsed;
            try {
              parsed = sportsbookSubscribeSchema.safeParse(JSON.parse(data.toString('utf8')));
            } catch {
              parsed = undefined;
            }
            if (!parsed?.success) {
              socket.close(1003, 'a subscribe message: {"type":"subscribe","events":[…],"markets":[…]}');
              return;
            }
            for (const id of client.events) unindex(byEvent, id, client);
            for (const id of client.markets) unindex(byMarket, id, client);
            client.events = new Set(parsed.data.events);
            client.markets = new Set(parsed.data.markets);
            for (const id of client.events) index(byEvent, id, client);
            for (const id of client.markets) index(byMarket, id, client);
            // the state now, so a new subscriber is in step before the next change
            (async () => {
              const ofEvents = await repo.marketsOfEvents([...client.events]);
              await push([...client.events], [...new Set([...client.markets, ...ofEvents.map((m) => m.id)])], { client });
            })().catch((err) => log.warn({ err }, 'sportsbook live: no snapshot sent'));
          });
        },
      );
    },
  };
}

export type SportsbookLive = ReturnType<typeof createSportsbookLive>;
