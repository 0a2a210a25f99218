import { create } from 'zustand';
import { local } from '@/shared/lib/storage';

const SOUND_KEY = 'MC_ORIGINALS_SOUND';

/** Sound is off until the player turns it on; the choice is remembered on this device. */
export const useSound = create<{ on: boolean; toggle: () => void }>((set, get) => ({
  on: local.get(SOUND_KEY) === '1',
  toggle: () => {
    const on = !get().on;
    local.set(SOUND_KEY, on ? '1' : '0');
    set({ on });
  },
}));

let context: AudioContext | null = null;
let noise: AudioBuffer | null = null;

export type SoundKind = 'bet' | 'tick' | 'win' | 'lose' | 'cashout' | 'crash';

/** A note: frequency, start (s after now), length (s), wave and loudness. */
type Note = [freq: number, at: number, length: number, wave: OscillatorType, gain: number];

/**
 * The games' sounds, made with Web Audio (no files): a soft click for a bet, a tick for a move, a rising
 * arpeggio for a win, coins for a cash-out, a falling tone for a loss and a burst of noise for a crash.
 */
const NOTES: Record<Exclude<SoundKind, 'crash'>, Note[]> = {
  bet: [[320, 0, 0.05, 'square', 0.04]],
  tick: [[880, 0, 0.04, 'sine', 0.08]],
  win: [
    [523, 0, 0.14, 'triangle', 0.12],
    [659, 0.08, 0.14, 'triangle', 0.12],
    [784, 0.16, 0.28, 'triangle', 0.14],
  ],
  cashout: [
    [1319, 0, 0.08, 'square', 0.05],
    [1760, 0.06, 0.18, 'square', 0.05],
  ],
  lose: [
    [220, 0, 0.18, 'sawtooth', 0.05],
    [165, 0.12, 0.3, 'sawtooth', 0.05],
  ],
};

export function beep(kind: SoundKind): void {
  if (!useSound.getState().on) return;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const ctx = context;
    const now = ctx.currentTime;
    if (kind === 'crash') {
      // half a second of white noise through a closing low-pass: a crash, not a note
      noise ??= (() => {
        const buffer = ctx.createBuffer(1, ctx.sampleRate / 2, ctx.sampleRate);
        const data = buffer.getChannelData(0);
        for (let i = 0; i < data.length; i++) data[i] = Math.random() * 2 - 1;
        return buffer;
      })();
      const source = ctx.createBufferSource();
      const filter = ctx.createBiquadFilter();
      const gain = ctx.createGain();
      source.buffer = noise;
      filter.type = 'lowpass';
      filter.frequency.setValueAtTime(2400, now);
      filter.frequency.exponentialRampToValueAtTime(120, now + 0.5);
      gain.gain.setValueAtTime(0.18, now);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + 0.5);
      source.connect(filter).connect(gain).connect(ctx.destination);
      source.start(now);
      return;
    }
    for (const [freq, at, length, wave, loud] of NOTES[kind]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + at);
      gain.gain.exponentialRampToValueAtTime(loud, now + at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + at + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + at);
      osc.stop(now + at + length + 0.05);
    }
  } catch {
    // No audio is never an error worth showing.
  }
}
