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

/** A tiny beep through WebAudio (no files): a tick for a move, a rising pair for a win, a low tone for a loss. */
export function beep(kind: 'tick' | 'win' | 'lose'): void {
  if (!useSound.getState().on) return;
  const Ctor = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Ctor) return;
  try {
    context ??= new Ctor();
    const notes = kind === 'win' ? [660, 990] : kind === 'lose' ? [180] : [440];
    notes.forEach((freq, i) => {
      const osc = context!.createOscillator();
      const gain = context!.createGain();
      const at = context!.currentTime + i * 0.09;
      osc.frequency.value = freq;
      osc.type = kind === 'lose' ? 'triangle' : 'sine';
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.12, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + (kind === 'tick' ? 0.05 : 0.16));
      osc.connect(gain).connect(context!.destination);
      osc.start(at);
      osc.stop(at + 0.2);
    });
  } catch {
    // No audio is never an error worth showing.
  }
}
