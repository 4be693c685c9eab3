import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';

// Compression of every response a browser asks to have compressed. The API's JSON and the
// server-rendered pages are whole in memory: they are compressed in one piece and sent with their
// length, in one write. Hono's compress() would pipe them through a CompressionStream and the server
// would send each as a chunked stream, several writes and web-stream hops per small answer (the
// largest single cost of a read in the CPU profile). Files and streams of unknown length (the
// static assets, uploaded images) still go through compress(), which streams; event streams and the
// coach's answer stream are never touched (their types are not compressible, or they are marked).

/** A body that fits in one TCP segment (about 1,460 bytes) arrives no sooner for being smaller. */
const MIN_COMPRESSED_BYTES = 1400;
/** Bodies larger than this are compressed off the event loop (zlib's thread pool). */
const MAX_INLINE_BYTES = 64 * 1024;
const BUFFERED_TYPE = /^\s*(?:application\/(?:json|xml)|text\/(?:html|plain|xml))\s*(?:;|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;

export type Encoding = 'br' | 'gzip';

// gzip whenever the browser takes it (every browser does): per response it costs about a third less
// CPU than brotli at quality 4 for about 10 % more bytes, and the server compresses every answer
// afresh (a page carries its own nonce). Brotli, at quality 4 (11, its default, is meant for files
// compressed once), only for a client that takes br but not gzip.
const BROTLI_QUALITY = 4;
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The encodings an Accept-Encoding header takes (q=0 refuses). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const isRefused = params.some((param) => /^\s*q\s*=\s*0(?:\.0*)?\s*$/.test(param));
    if (name && !isRefused) accepted.add(name.trim());
  }
  return accepted;
}

/** The encoding for a request's Accept-Encoding: gzip, else br, else none. */
export function pickEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return accepted.has('br') ? 'br' : undefined;
}

/**
 * The encoding of a body compressed once and kept (a kept page, ADR 0027): brotli when the browser
 * takes it (the cost is paid once, the bytes saved on every response), else gzip, else none.
 */
export function pickKeptEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  return acceptedEncodings(acceptEncoding).has('br') ? 'br' : pickEncoding(acceptEncoding);
}

/** A body compressed as the middleware does (fast): the first response of a page about to be kept. */
export function compressQuickly(body: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  return compressBody(new Uint8Array(Buffer.from(body)), encoding);
}

/** A body compressed at the best ratio, off the event loop: for bodies compressed once and kept. */
export async function compressForKeeping(body: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const bytes = Buffer.from(body);
  const compressed =
    encoding === 'br'
      ? await brotliAsync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength },
        })
      : await gzipAsync(bytes, { level: 9 });
  return new Uint8Array(compressed.buffer as ArrayBuffer, compressed.byteOffset, compressed.byteLength);
}

/**
 * The output buffer of one compression, sized to the body. Node's zlib writes into chunks of 16 KB
 * (Z_DEFAULT_CHUNK), a fresh one per call, cut from Node's shared buffer pool (ArrayBuffers of 64 KB),
 * and the answer it returns is a view of that chunk: each small response used up 16 KB of the pool, so
 * a new pool every four responses, each kept alive until its last response was sent. V8 counts that
 * memory and runs full collections to free it; sized to the body, a small answer takes as many as no
 * compression at all (ADR 0039 has the figures). A compressed body is smaller than the body itself; for bytes that do not
 * compress, zlib simply takes a second chunk.
 */
function outputChunkFor(byteLength: number): number {
  return Math.min(constants.Z_DEFAULT_CHUNK, Math.max(constants.Z_MIN_CHUNK, byteLength + 64));
}

/**
 * gzip's window and hash table sized to the body: a window larger than the body finds no more matches,
 * so the bytes are the same or within a few, but zlib's default state (a 32 KB window and a 128 KB hash,
 * allocated and cleared per response) cost more than the compression itself on a small API answer
 * (ADR 0031 has the figures).
 */
function gzipOptionsFor(byteLength: number) {
  // zlib's own pairing at the default: windowBits 15 ↔ memLevel 8. 262 is deflate's lookahead margin.
  const windowBits = Math.min(15, Math.max(9, Math.ceil(Math.log2(byteLength + 262))));
  return { windowBits, memLevel: windowBits - 7, chunkSize: outputChunkFor(byteLength) };
}

function brotliOptionsFor(byteLength: number) {
  return { chunkSize: outputChunkFor(byteLength), params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } };
}

async function compressBody(body: Uint8Array<ArrayBuffer>, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
  const { byteLength } = body;
  if (byteLength <= MAX_INLINE_BYTES) {
    return encoding === 'br'
      ? brotliCompressSync(body, brotliOptionsFor(byteLength))
      : gzipSync(body, gzipOptionsFor(byteLength));
  }
  return encoding === 'br' ? brotliAsync(body, brotliOptionsFor(byteLength)) : gzipAsync(body);
}

/**
 * Wraps the request's c.json and c.html so the text of the last body they made is kept, and returns
 * the function that gives it back for a response (undefined for any other response). The middleware
 * then compresses that text as it is: asking the response for its body would turn @hono/node-server's
 * light response (a string and a header record) into a full web Response with a ReadableStream, read
 * back through the stream (issue #17: with the header copies below, a fifth of a small read's CPU).
 * The responses are the ones Hono makes: c.body with the same content type.
 */
function keepBodyText(c: Context): (response: Response) => string | undefined {
  const { json, html } = c;
  let made: { response: Response; text: string } | undefined;
  const withText = (response: Response, text: string) => {
    made = { response, text };
    return response;
  };
  c.json = ((object: unknown, arg?: ResponseOrInit, headers?: HeaderRecord) => {
    const text = JSON.stringify(object);
    if (typeof text !== 'string') return json(object, arg as never, headers);
    return withText(c.body(text, arg as never, { 'Content-Type': 'application/json', ...headers }), text);
  }) as typeof c.json;
  c.html = ((content: unknown, arg?: ResponseOrInit, headers?: HeaderRecord) => {
    if (typeof content !== 'string') return html(content as never, arg as never, headers);
    return withText(c.body(content, arg as never, { 'Content-Type': 'text/html; charset=UTF-8', ...headers }), content);
  }) as typeof c.html;
  return (response) => (made?.response === response ? made.text : undefined);
}

type ResponseOrInit = number | ResponseInit;
type HeaderRecord = Record<string, string | string[]>;

function isWholeBody(c: Context, hasBody: boolean): boolean {
  const { res } = c;
  return (
    c.req.method !== 'HEAD' &&
    hasBody &&
    res.status !== 204 &&
    res.status !== 206 &&
    res.status !== 304 &&
    !res.headers.has('Content-Encoding') &&
    !res.headers.has('Transfer-Encoding') &&
    BUFFERED_TYPE.test(res.headers.get('Content-Type') ?? '') &&
    !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  );
}

/**
 * Replaces the response with a whole body (compressed or not) that the server sends with its length.
 * `text` is the body as c.json or c.html made it; without it the body is read from the response.
 */
async function sendWhole(c: Context, text: string | undefined): Promise<void> {
  const original = c.res;
  const body = text === undefined ? new Uint8Array(await original.arrayBuffer()) : Buffer.from(text);
  const encoding = body.byteLength >= MIN_COMPRESSED_BYTES ? pickEncoding(c.req.header('Accept-Encoding')) : undefined;
  // A response of c.json or c.html is dropped below, so its headers are taken over, not copied.
  const headers = text === undefined ? new Headers(original.headers) : original.headers;
  const vary = headers.get('Vary');
  if (!vary || !/accept-encoding/i.test(vary))
    headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  const sent = encoding ? await compressBody(body, encoding) : body;
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(sent.byteLength));
  const etag = headers.get('ETag');
  if (encoding && etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  // Cleared first: assigning over a response makes Hono copy the old headers (Content-Length among
  // them) onto the new one and wrap its body in a stream again.
  c.res = undefined as unknown as Response;
  c.res = new Response(sent, {
    status: original.status,
    ...(text === undefined ? { statusText: original.statusText } : {}),
    headers,
  });
}

/** The app's compression middleware (see the comment at the top). */
export function compressResponses(): MiddlewareHandler {
  // The same threshold as for whole bodies: with compress()'s own (1,024 bytes) a body of 1,024 to
  // 1,400 bytes, left whole on purpose, would be streamed through a CompressionStream after all.
  const streamingCompress = compress({ threshold: MIN_COMPRESSED_BYTES });
  return (c, next) =>
    streamingCompress(c, async () => {
      const bodyTextOf = keepBodyText(c);
      await next();
      const text = bodyTextOf(c.res);
      if (isWholeBody(c, text !== undefined || c.res.body !== null)) await sendWhole(c, text);
    });
}
