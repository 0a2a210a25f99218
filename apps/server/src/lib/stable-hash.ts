/**
 * FNV-1a with a murmur3 finaliser: a stable 32-bit hash of a string, the same on every run and machine.
 * The demo catalogue and the generated artwork take all their variety from it.
 */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  // Neighbouring inputs must not give neighbouring outputs.
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
