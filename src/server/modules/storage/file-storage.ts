import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { ObjectStorage } from './object-storage.ts';

/**
 * Objects as files under one folder. A write goes to a temporary file first and is renamed into
 * place, so a reader never sees half a photo and a crash leaves no torn file.
 */
export function createFileStorage(root: string): ObjectStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error(`object key outside the storage: ${key}`);
    return path;
  };
  return {
    kind: 'files',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = join(dirname(path), `.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temporary, body);
      await rename(temporary, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
