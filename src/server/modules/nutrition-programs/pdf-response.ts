import type { Context } from 'hono';

/**
 * The diet list's PDF as a download: a file name the browser keeps, never cached (it is health data,
 * and a later edit must not be hidden by a stale copy).
 */
export function dietListPdfResponse(c: Context, file: { bytes: Buffer; fileName: string }) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'no-store',
  });
}
