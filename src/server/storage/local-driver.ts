import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { randomUUID } from 'node:crypto';
import { contentTypeOf, isValidStorageKey, type StorageDriver } from './storage-driver.ts';

/** Files on local disk under `<DATA_DIR>/uploads`, served by the app at /uploads/<key>. */
export function createLocalDriver(options: { rootDir: string; urlPrefix?: string }): StorageDriver {
  const root = path.resolve(options.rootDir);
  const urlPrefix = options.urlPrefix ?? '/uploads';
  const pathOf = (key: string) => {
    if (!isValidStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(root, key);
  };
  const folderOf = (prefix: string) => {
    if (!/^[a-z][a-z-]*\/[A-Za-z0-9_-]{8,64}$/.test(prefix)) throw new Error(`invalid storage folder: ${prefix}`);
    return path.join(root, prefix);
  };

  return {
    kind: 'local',
    put: async (key, body) => {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      await writeFile(temporary, body, { flag: 'wx' });
      await rename(temporary, target);
    },
    read: async (key) => {
      if (!isValidStorageKey(key)) return null;
      const file = path.join(root, key);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
      return { body, contentType: contentTypeOf(key), size: info.size };
    },
    exists: async (key) => {
      if (!isValidStorageKey(key)) return false;
      const info = await stat(path.join(root, key)).catch(() => null);
      return Boolean(info?.isFile());
    },
    removeFolder: async (prefix) => {
      await rm(folderOf(prefix), { recursive: true, force: true });
    },
    urlOf: (key) => `${urlPrefix}/${key}`,
  };
}
