import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * The next hand's server seed, committed before the player deals: the page gets the seed's SHA-256 and this
 * sealed box (AES-256-GCM under the vendor's key, bound to the player and a deadline), and deals by sending
 * the box back with its client seed. Nobody but the vendor reads the seed before the hand is settled; each
 * seed deals one hand (the hands' unique seed hash).
 */
export function createSeedBox(secret: string) {
  const key = createHash('sha256').update(`demo-poker-seed:${secret}`).digest();

  return {
    seal(user: string, seed: string, expiresAt: number): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify([user, seed, expiresAt]), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },

    /** The seed, when the box is this vendor's, for this player, and not past its deadline. */
    open(box: string, user: string, now: number): string | null {
      try {
        const raw = Buffer.from(box, 'base64url');
        if (raw.length < 29 || raw.length > 400) return null;
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
        const [owner, seed, expiresAt] = JSON.parse(text) as [unknown, unknown, unknown];
        if (owner !== user || typeof seed !== 'string' || typeof expiresAt !== 'number' || expiresAt < now) return null;
        return seed;
      } catch {
        return null;
      }
    },
  };
}

export type SeedBox = ReturnType<typeof createSeedBox>;
