import { TOURNAMENT_PUSH_INTERVAL_MS } from '@lobby/contract';
import type { TournamentBoardEvent, TournamentStanding } from '@lobby/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus, BusTopics } from '../../../core/bus.ts';

export type TournamentChange = BusTopics['tournament'];

/** One socket watching a tournament: whose it is (null: a visitor) and how to send it a board. */
export interface BoardViewer {
  memberId: number | null;
  send(event: TournamentBoardEvent): void;
}

/** What a push needs read: the board without the viewer (top rows, entrants, phase), and the viewers' own standings. */
export interface BoardSource {
  board(tournamentId: number, changedMembers: readonly number[]): Promise<Omit<TournamentBoardEvent, 'me'> | null>;
  standings(tournamentId: number, memberIds: readonly number[]): Promise<Map<number, TournamentStanding>>;
}

interface Room {
  viewers: Set<BoardViewer>;
  /** members whose entry changed since the last push */
  pending: Set<number>;
  timer: NodeJS.Timeout | null;
  lastPush: number;
  pushing: boolean;
}

/**
 * The live leaderboards of this process. A settled round that changed an entry is told to every process
 * on the bus's `tournament` topic (after its commit); a process with sockets watching that tournament
 * pushes them the board: at once when it has been quiet, otherwise at most once per
 * TOURNAMENT_PUSH_INTERVAL_MS, the changes in between sent together. A push reads the top rows once and
 * the standings of the watching members once, whatever the number of rounds or sockets. A process with
 * nobody watching a tournament does nothing with its changes.
 */
export function createTournamentLive(deps: { bus: Bus; log: FastifyBaseLogger; source: BoardSource; intervalMs?: number; now?: () => number }) {
  const { bus, log, source } = deps;
  const intervalMs = deps.intervalMs ?? TOURNAMENT_PUSH_INTERVAL_MS;
  const now = deps.now ?? Date.now;
  const rooms = new Map<number, Room>();
  let closed = false;

  function schedule(id: number, room: Room): void {
    if (room.timer || room.pushing || closed) return;
    const wait = Math.max(0, room.lastPush + intervalMs - now());
    room.timer = setTimeout(() => {
      room.timer = null;
      void push(id, room);
    }, wait);
  }

  async function push(id: number, room: Room): Promise<void> {
    if (room.viewers.size === 0 || closed) return;
    room.pushing = true;
    room.lastPush = now();
    const changed = [...room.pending];
    room.pending.clear();
    try {
      const board = await source.board(id, changed);
      if (!board) return;
      const members = [...new Set([...room.viewers].map((v) => v.memberId).filter((m): m is number => m !== null))];
      const mine = await source.standings(id, members);
      for (const viewer of room.viewers) {
        try {
          viewer.send({ ...board, me: viewer.memberId === null ? null : (mine.get(viewer.memberId) ?? null) });
        } catch (err) {
          log.warn({ err }, 'tournament board: a socket failed');
        }
      }
    } catch (err) {
      log.warn({ err, tournament: id }, 'tournament board: not pushed');
    } finally {
      room.pushing = false;
      if (room.pending.size > 0) schedule(id, room);
    }
  }

  function deliver(change: TournamentChange): void {
    const room = rooms.get(change.tournamentId);
    if (!room || closed) return;
    if (change.memberId !== null) room.pending.add(change.memberId);
    // a change with no member (finished, cancelled) still pushes: the phase changed
    else room.pending.add(-1);
    schedule(change.tournamentId, room);
  }

  bus.on('tournament', deliver);

  return {
    /** An entry changed (after its commit), or the tournament's state did (memberId null): here at once, to the other processes on the bus. */
    changed(change: TournamentChange): void {
      if (closed) return;
      deliver(change);
      bus.publish('tournament', change).catch((err: unknown) => log.warn({ err }, 'tournament: change not sent to the other processes'));
    },

    /** Watches a tournament's board; returns the way to stop. */
    async watch(tournamentId: number, viewer: BoardViewer): Promise<() => void> {
      let room = rooms.get(tournamentId);
      if (!room) rooms.set(tournamentId, (room = { viewers: new Set(), pending: new Set(), timer: null, lastPush: 0, pushing: false }));
      room.viewers.add(viewer);
      await bus.ready;
      const r = room;
      return () => {
        r.viewers.delete(viewer);
        if (r.viewers.size === 0) {
          if (r.timer) clearTimeout(r.timer);
          rooms.delete(tournamentId);
        }
      };
    },

    /** sockets watching, over every tournament of this process */
    viewers(): number {
      let n = 0;
      for (const room of rooms.values()) n += room.viewers.size;
      return n;
    },

    close(): void {
      closed = true;
      for (const room of rooms.values()) if (room.timer) clearTimeout(room.timer);
      rooms.clear();
    },
  };
}

export type TournamentLive = ReturnType<typeof createTournamentLive>;
