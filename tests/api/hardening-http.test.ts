import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, findings 5, 6 and 11: oversized bodies and keep-alive, the CSRF checks of every write,
// HSTS only behind https and no-store on the live event stream.

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
});
afterAll(async () => {
  await server?.close();
});

const url = () => new URL(server.baseUrl);

/** Sends raw bytes on one socket and resolves with everything the server sent until it closed. */
function rawExchange(parts: string[], waitMs = 1500): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url().port), url().hostname);
    let text = '';
    let closedByServer = false;
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('end', () => {
      closedByServer = true;
    });
    socket.on('close', () => {
      closedByServer = true;
      clearTimeout(timer);
      resolve({ text, closedByServer });
    });
    socket.on('error', reject);
    socket.on('connect', () => {
      for (const part of parts) socket.write(part);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer });
    }, waitMs);
  });
}

describe('finding 5: a 413 keeps keep-alive clients working', () => {
  it('answers an oversized body with Connection: close, so the client never reuses a dead socket', async () => {
    const head = [
      'POST /api/auth/client/sign-in HTTP/1.1',
      `Host: ${url().host}`,
      'Connection: keep-alive',
      'Content-Type: application/json',
      `Origin: ${server.baseUrl}`,
      'Content-Length: 2000000',
      '',
      '',
    ].join('\r\n');
    const next = `GET /api/health HTTP/1.1\r\nHost: ${url().host}\r\nConnection: close\r\n\r\n`;
    // Part of the promised body, then (as a pipelining client that trusted keep-alive would) the next request.
    const { text } = await rawExchange([head, 'x'.repeat(64 * 1024), next]);
    const first = text.split('\r\n\r\n')[0] ?? '';
    expect(first).toMatch(/^HTTP\/1\.1 413/);
    const saysKeepAlive = !/\r\nconnection: close/i.test(first);
    // Either the server says the connection ends, or the next request on it is answered.
    if (saysKeepAlive) expect(text).toMatch(/HTTP\/1\.1 200/);
    else expect(first).toMatch(/\r\nconnection: close/i);
  });

  it('serves the next request of a keep-alive agent after a 413, chunked or with a length', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, path: string, body?: Buffer, chunked = false) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            agent,
            host: url().hostname,
            port: url().port,
            method,
            path,
            headers: {
              origin: server.baseUrl,
              'content-type': 'application/json',
              ...(body && !chunked ? { 'content-length': String(body.length) } : {}),
            },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        if (body && chunked) {
          for (let offset = 0; offset < body.length; offset += 256 * 1024)
            request.write(body.subarray(offset, offset + 256 * 1024));
          request.end();
        } else request.end(body);
      });
    const big = Buffer.alloc(3 * 1024 * 1024, 0x61);
    try {
      expect(await send('POST', '/api/auth/client/sign-in', big)).toBe(413);
      expect(await send('GET', '/api/health')).toBe(200);
      expect(await send('POST', '/api/auth/client/sign-in', big, true)).toBe(413);
      expect(await send('GET', '/api/health')).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('finding 6: every write says where it comes from and carries JSON', () => {
  it('checks the content type of a chunked body (no Content-Length)', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('email=a&password=b'));
        controller.close();
      },
    });
    const response = await fetch(`${server.baseUrl}/api/auth/client/sign-in`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBe('İstek biçimi desteklenmiyor.');
  });

  it('refuses a chunked text/plain write from a signed-in client', async () => {
    const response = await fetch(`${server.baseUrl}/api/me/water`, {
      method: 'POST',
      headers: { origin: server.baseUrl, 'content-type': 'text/plain', cookie: client.cookieHeader },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{}'));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(415);
  });

  it('refuses a write that carries neither Origin nor Sec-Fetch-Site (body-less multipart included)', async () => {
    for (const headers of [
      { 'content-type': 'multipart/form-data; boundary=x' } as Record<string, string>,
      { 'content-type': 'application/json' },
      {},
    ]) {
      const response = await fetch(`${server.baseUrl}/api/me/water`, {
        method: 'POST',
        headers: { ...headers, cookie: client.cookieHeader },
      });
      expect(response.status).toBe(403);
      expect((await response.json()).message).toBe('Bu istek başka bir siteden geldiği için reddedildi.');
    }
  });

  it('accepts a same-origin write by Sec-Fetch-Site alone or by Origin alone', async () => {
    const bySite = await fetch(`${server.baseUrl}/api/me/water`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'same-origin', cookie: client.cookieHeader },
    });
    expect(bySite.status).toBe(200);
    const byOrigin = await fetch(`${server.baseUrl}/api/me/water`, {
      method: 'POST',
      headers: { origin: server.baseUrl, cookie: client.cookieHeader },
    });
    expect(byOrigin.status).toBe(200);
  });

  it('refuses a cross-site multipart write', async () => {
    const response = await fetch(`${server.baseUrl}/api/me/water`, {
      method: 'POST',
      headers: {
        'sec-fetch-site': 'cross-site',
        'content-type': 'multipart/form-data; boundary=x',
        cookie: client.cookieHeader,
      },
      body: '--x--\r\n',
    });
    expect(response.status).toBe(403);
  });
});

describe('finding 11: HSTS only behind https; the live stream is no-store', () => {
  it('sends no HSTS over plain http', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`);
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS for https requests', async () => {
    const response = await server.app.request('https://denge.example/api/health');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('ignores X-Forwarded-Proto unless the proxy is trusted', async () => {
    const response = await fetch(`${server.baseUrl}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });

  it('answers the event stream with Cache-Control: no-store', async () => {
    const controller = new AbortController();
    const response = await fetch(`${server.baseUrl}/api/me/events`, {
      headers: { cookie: client.cookieHeader },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    controller.abort();
  });
});

describe('finding 11: HSTS behind a trusted https proxy', () => {
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it('sends HSTS when the trusted proxy says https, and not when it says http', async () => {
    const https = await fetch(`${proxied.baseUrl}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    const plain = await fetch(`${proxied.baseUrl}/api/health`, { headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
