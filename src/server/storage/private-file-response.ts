import { privateCacheControl, type StoredFile } from './storage-driver.ts';

/** A private kind's file (a message photo) for its authenticated route: no shared cache keeps it. */
export function privateFileResponse(file: StoredFile): Response {
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': privateCacheControl,
    'X-Content-Type-Options': 'nosniff',
  };
  if (file.size !== undefined) headers['Content-Length'] = String(file.size);
  return new Response(file.body, { status: 200, headers });
}
