import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { compressQuickly, compressResponses, pickEncoding } from './compression.ts';

const bigList = { items: Array.from({ length: 3000 }, (_, index) => ({ id: index, name: `Besin ${index}` })) };

const app = new Hono();
app.use('*', compressResponses());
app.get('/small', (c) => c.json({ ok: true }));
// Over compress()'s own threshold (1,024 bytes), under one TCP segment.
app.get('/segment', (c) => c.json({ text: 'x'.repeat(1_200) }));
app.get('/big', (c) => {
  c.header('Set-Cookie', 'a=1; Path=/', { append: true });
  c.header('Set-Cookie', 'b=2; Path=/', { append: true });
  return c.json(bigList);
});
app.get('/sized/:bytes', (c) =>
  c.json({ text: 'Tam buğday ekmeği, 2 dilim. '.repeat(Number(c.req.param('bytes')) / 28) }),
);
// A whole body the handler made itself, not through c.json or c.html: read back from the response.
app.get('/bytes', (c) =>
  c.body(new TextEncoder().encode(JSON.stringify(bigList)), 200, { 'Content-Type': 'application/json', ETag: '"v1"' }),
);
app.get('/page', (c) => c.html(`<!doctype html><p>${'Merhaba dünya. '.repeat(200)}</p>`));
app.get('/events', (c) =>
  streamSSE(c, async (stream) => {
    await stream.writeSSE({ data: 'x'.repeat(2000) });
  }),
);
app.get('/fails', () => {
  throw new Error('boom');
});
app.onError((_error, c) => c.json({ message: 'Beklenmeyen bir hata oluştu.'.repeat(60) }, 500));

const get = (path: string, acceptEncoding?: string, method = 'GET') =>
  app.request(path, { method, headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

describe('pickEncoding', () => {
  it('takes gzip when offered, br otherwise, and honours q=0', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('gzip;q=0, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0.0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding(undefined)).toBeUndefined();
  });
});

const decode = { gzip: gunzipSync, br: brotliDecompressSync } as const;

/**
 * How much of Node's shared buffer pool a compression took: the next small Buffer starts right after
 * the compressed bytes' chunk (the compression itself runs before compressQuickly's first await).
 * Tried again if the pool ran out on the way (the next Buffer then starts a new pool).
 */
async function poolBytesTakenBy(compress: () => Promise<Uint8Array>): Promise<number> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const compressing = compress();
    const next = Buffer.allocUnsafe(1);
    const compressed = await compressing;
    if (next.buffer === compressed.buffer) return next.byteOffset - compressed.byteOffset;
  }
  throw new Error('the compressed bytes never came from the shared buffer pool');
}

describe('compressQuickly', () => {
  // zlib's default output chunk is 16 KB per call, taken from Node's shared buffer pool, and the answer
  // is a view of it: each small response kept 16 KB of the pool alive until sent, and the pool's fresh
  // ArrayBuffers made V8 run full collections 2.5 times as often under load (issue #17).
  it('takes no more of the buffer pool than the small body it compresses, in either encoding', async () => {
    const body = JSON.stringify({
      entries: Array.from({ length: 12 }, (_, index) => ({ id: index, foodName: 'Armut' })),
    });
    for (const encoding of ['gzip', 'br'] as const) {
      const taken = await poolBytesTakenBy(() => compressQuickly(body, encoding));
      expect(taken).toBeLessThanOrEqual(Buffer.byteLength(body) + 64 + 8); // 8: the pool's alignment
    }
  });

  it('decodes whole when the output needs more than one chunk (bytes that compress poorly)', async () => {
    const body = randomBytes(30_000).toString('hex'); // 60 KB of text that compresses to about half
    for (const encoding of ['gzip', 'br'] as const) {
      const compressed = await compressQuickly(body, encoding);
      expect(compressed.byteLength).toBeGreaterThan(16 * 1024);
      expect(decode[encoding](compressed).toString('utf8')).toBe(body);
    }
  });
});

describe('compressResponses', () => {
  it('compresses a small JSON answer with gzip, whole, with its length', async () => {
    const response = await get('/page', 'gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
  });

  it("leaves a body under one TCP segment whole and uncompressed, also above compress()'s threshold", async () => {
    const response = await get('/segment', 'gzip, deflate, br, zstd');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    const body = await response.text();
    expect(body.length).toBeGreaterThan(1_024);
    expect(response.headers.get('Content-Length')).toBe(String(body.length));
  });

  it('sends a small body whole and uncompressed, with its length', async () => {
    const response = await get('/small', 'gzip, br');
    expect(response.headers.get('Content-Encoding')).toBeNull();
    expect(response.headers.get('Content-Length')).toBe(String('{"ok":true}'.length));
    expect(await response.json()).toEqual({ ok: true });
  });

  it('compresses a large JSON body in one piece (off the event loop), keeping every cookie once', async () => {
    const response = await get('/big', 'br');
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(response.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(JSON.parse(brotliDecompressSync(body).toString('utf8'))).toEqual(bigList);
  });

  it('gzips bodies of every inline size (its window fitted to the body) so that they decode whole', async () => {
    for (const bytes of [1_500, 4_000, 20_000, 60_000, 200_000]) {
      const response = await get(`/sized/${bytes}`, 'gzip, deflate, br, zstd');
      expect(response.headers.get('Content-Encoding')).toBe('gzip');
      const body = new Uint8Array(await response.arrayBuffer());
      const text = 'Tam buğday ekmeği, 2 dilim. '.repeat(bytes / 28);
      expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ text });
      expect(body.byteLength).toBeLessThan(Buffer.byteLength(text) / 4);
    }
  });

  it('compresses a whole body made without c.json the same way, weakening its ETag', async () => {
    const response = await get('/bytes', 'gzip');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('ETag')).toBe('W/"v1"');
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual(bigList);
  });

  it('uses gzip when br is not accepted, and nothing when no encoding is', async () => {
    const gzipped = await get('/page', 'gzip');
    expect(gzipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await gzipped.arrayBuffer())).toString('utf8')).toContain('Merhaba dünya.');
    const plain = await get('/page');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toContain('Merhaba dünya.');
  });

  it('compresses error answers too', async () => {
    const response = await get('/fails', 'gzip');
    expect(response.status).toBe(500);
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
  });

  it('leaves event streams alone, and HEAD requests', async () => {
    const events = await get('/events', 'gzip, br');
    expect(events.headers.get('Content-Encoding')).toBeNull();
    expect(events.headers.get('Content-Length')).toBeNull();
    expect(await events.text()).toContain('data: xxx');
    const head = await get('/big', 'gzip', 'HEAD');
    expect(head.headers.get('Content-Encoding')).toBeNull();
  });
});
