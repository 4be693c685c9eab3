import type { Context } from 'hono';

/**
 * A PDF the server made (the diet list, the client report) as a download: a file name the browser
 * keeps, never cached (it is health data, and a later edit must not be hidden by a stale copy).
 */
export function pdfDownloadResponse(c: Context, file: { bytes: Buffer; fileName: string }) {
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': 'application/pdf',
    'content-disposition': `attachment; filename="${file.fileName}"`,
    'cache-control': 'no-store',
  });
}
