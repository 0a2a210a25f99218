import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import type { SecretBox } from '../lib/secret-box.ts';

const KEY_FILE = 'data-encryption.key';

/**
 * The secret box of this install. DATA_ENCRYPTION_KEY in production (the configuration refuses to start
 * without it); outside production, a key kept in the data folder, made on first start (mode 0600), so a
 * development database's sealed secrets still open after a restart and every process sharing the folder
 * agrees. Two processes making it at once: the exclusive create lets one win and the other reads it.
 */
export function secretBoxOf(config: Config): SecretBox {
  if (config.dataEncryptionKey) return createSecretBox(config.dataEncryptionKey, config.dataEncryptionKeyPrevious);
  const file = path.join(config.dataDir, KEY_FILE);
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return createSecretBox(readFileSync(file, 'utf8').trim(), config.dataEncryptionKeyPrevious);
}
