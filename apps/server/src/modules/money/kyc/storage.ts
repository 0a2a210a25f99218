import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SecretBox } from '../../../lib/secret-box.ts';

/**
 * Where uploads rest: files in the data folder (never under a web root), each sealed with the install's data
 * key (AES-256-GCM), named by a random key that only the database row knows.
 */
export interface KycStorage {
  put(merchantCode: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export function createKycStorage(dataDir: string, box: SecretBox): KycStorage {
  const root = path.join(dataDir, 'kyc');
  const fileOf = (key: string) => {
    if (!/^[A-Z0-9_]{1,32}\/[0-9a-f-]{36}$/i.test(key)) throw new Error(`not a document key: ${key}`);
    return path.join(root, `${key}.sealed`);
  };
  return {
    async put(merchantCode, data) {
      const key = `${merchantCode}/${randomUUID()}`;
      await mkdir(path.join(root, merchantCode), { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), box.sealBytes(data), { mode: 0o600, flag: 'wx' });
      return key;
    },
    async get(key) {
      return box.openBytes(await readFile(fileOf(key)));
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
