import { privateImageKinds } from '../../shared/uploads.ts';

/** A stored file read back for serving. */
export type StoredFile = { body: ReadableStream<Uint8Array>; contentType: string; size: number | undefined };

/**
 * Where uploaded files live. Keys are made by the server only (`<kind>/<random id>/<file>`), never
 * taken from a request, and files are never overwritten, so they can be cached for a year.
 */
export type StorageDriver = {
  readonly kind: 'local' | 's3';
  put: (key: string, body: Uint8Array, contentType: string) => Promise<void>;
  /** null when there is no such file. */
  read: (key: string) => Promise<StoredFile | null>;
  exists: (key: string) => Promise<boolean>;
  /** Removes every file under `<prefix>/` (one image's files); removing nothing is fine. */
  removeFolder: (prefix: string) => Promise<void>;
  /** The URL a page uses for the file. */
  urlOf: (key: string) => string;
};

export const immutableCacheControl = 'public, max-age=31536000, immutable';

// kind/id/file: lower-case kind, a random id, a file name like 1200.webp. Nothing else is served.
const keyPattern = /^[a-z][a-z-]*\/[A-Za-z0-9_-]{8,64}\/[a-z0-9]+\.[a-z0-9]+$/;

export function isValidStorageKey(key: string): boolean {
  return keyPattern.test(key);
}

/**
 * Files of a private kind (a client's message photo) live in the same storage under their kind's
 * folder, and the public /uploads/ route never serves them: only their authenticated route does.
 */
export function isPrivateStorageKey(key: string): boolean {
  const kind = key.slice(0, key.indexOf('/'));
  return Object.hasOwn(privateImageKinds, kind);
}

/** Private files: kept by the browser that asked (their names never repeat), never by a shared cache. */
export const privateCacheControl = 'private, max-age=86400';

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return contentTypes[extension] ?? 'application/octet-stream';
}
