import { randomBytes } from 'node:crypto';
import { seedHash } from './math.ts';
import type { SceneSpec } from './scene.ts';

/** A shot's answer as the page reads it (kept per room so a replayed shot gets the same answer). */
export interface ShotAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One player's room (one per player and game): the sea's scene, the provably fair seeds, the fish caught,
 * the shots answered (for replays), and the shot rate. It lives in the memory of the process that opened it.
 */
export interface Room {
  id: string;
  key: string;
  scene: SceneSpec;
  serverSeed: string;
  seedHash: string;
  clientSeed: string;
  /** the next shot's nonce under the current seeds */
  nonce: number;
  caught: Set<number>;
  /** shot id -> what it asked (stake, fish) and its answer (a promise while the wallet works) */
  shots: Map<string, { stake: number; fish: number; answer: Promise<ShotAnswer> }>;
  inFlight: number;
  /** stakes taken by the wallet and not settled yet */
  unsettledCents: number;
  /** answers numbered in the order they were made, so the page shows the latest balance */
  seq: number;
  /** the shot-rate bucket: tokens left, when last filled */
  bucket: { tokens: number; at: number };
  lastUsed: number;
}

export const MAX_SHOTS_PER_SECOND = 8;
export const MAX_IN_FLIGHT = 12;
/** Shots a room remembers for replays (the oldest forgotten first). */
const REMEMBERED_SHOTS = 5_000;
const IDLE_MS = 30 * 60_000;
const MAX_ROOMS = 20_000;
/** How long the sea has been going when a room opens. */
export const PREFILL_MS = 20_000;

export function newServerSeed(): { serverSeed: string; seedHash: string } {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, seedHash: seedHash(serverSeed) };
}

export function newClientSeed(): string {
  return randomBytes(8).toString('hex');
}

export function createRooms(now: () => number) {
  const rooms = new Map<string, Room>();

  function sweep(t: number) {
    for (const [key, room] of rooms) if (t - room.lastUsed > IDLE_MS && room.inFlight === 0) rooms.delete(key);
    // still too many: the least recently used go (a Map keeps insertion order; touch re-inserts)
    for (const key of rooms.keys()) {
      if (rooms.size <= MAX_ROOMS) break;
      if (rooms.get(key)!.inFlight === 0) rooms.delete(key);
    }
  }

  function touch(room: Room) {
    room.lastUsed = now();
    rooms.delete(room.key);
    rooms.set(room.key, room);
  }

  return {
    /** The player's room for this game, opened if there is none. */
    open(key: string, calm: boolean): Room {
      const t = now();
      const existing = rooms.get(key);
      if (existing && t - existing.lastUsed <= IDLE_MS) {
        touch(existing);
        return existing;
      }
      if (rooms.size >= MAX_ROOMS) sweep(t);
      const room: Room = {
        id: randomBytes(6).toString('hex'),
        key,
        // the sea started a little before: the player finds it full of fish, not filling up
        scene: { seed: randomBytes(16).toString('hex'), epoch: t - PREFILL_MS, calm },
        ...newServerSeed(),
        clientSeed: newClientSeed(),
        nonce: 0,
        caught: new Set(),
        shots: new Map(),
        inFlight: 0,
        unsettledCents: 0,
        seq: 0,
        bucket: { tokens: MAX_SHOTS_PER_SECOND, at: t },
        lastUsed: t,
      };
      rooms.set(key, room);
      return room;
    },
    /** The room `id` of this player and game, if it is still open. */
    get(key: string, id: string): Room | null {
      const room = rooms.get(key);
      if (!room || room.id !== id) return null;
      touch(room);
      return room;
    },
    /** Takes one shot from the room's rate bucket (MAX_SHOTS_PER_SECOND, refilled continuously). */
    take(room: Room): boolean {
      const t = now();
      const b = room.bucket;
      b.tokens = Math.min(MAX_SHOTS_PER_SECOND, b.tokens + ((t - b.at) / 1000) * MAX_SHOTS_PER_SECOND);
      b.at = t;
      if (b.tokens < 1) return false;
      b.tokens -= 1;
      return true;
    },
    remember(room: Room, shot: string, entry: { stake: number; fish: number; answer: Promise<ShotAnswer> }) {
      room.shots.set(shot, entry);
      if (room.shots.size > REMEMBERED_SHOTS) room.shots.delete(room.shots.keys().next().value!);
    },
    size: () => rooms.size,
  };
}

export type Rooms = ReturnType<typeof createRooms>;
