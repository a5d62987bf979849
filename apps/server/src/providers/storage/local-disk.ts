import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey } from './object-storage.ts';
import type { ObjectStorage } from './object-storage.ts';

const TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

/**
 * Files under one folder (DATA_DIR/uploads). The content type follows the key's extension, so
 * callers put a matching extension on the key.
 */
export function createLocalDiskStorage(root: string): ObjectStorage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Unique per write: two writes of one key at once must not share a temporary file.
      const temp = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(temp, body);
      await fs.rename(temp, file);
    },
    async get(key) {
      try {
        const body = await fs.readFile(fileOf(key));
        const contentType = TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
        return { body, contentType };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
