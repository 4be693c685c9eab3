import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A browser's side of a subscription: its P-256 key pair and auth secret, made here as a browser would. */
export type TestBrowser = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a push sent to this browser (RFC 8291 over RFC 8188 aes128gcm) and parses its JSON. */
  decrypt: (body: Buffer) => unknown;
};

/**
 * A local push service (RFC 8030) over HTTPS with a certificate made for the test (web-push only speaks
 * HTTPS): it keeps every push it receives and answers 201, or the status a test set for a path.
 */
export async function startPushTestService() {
  const folder = mkdtempSync(path.join(tmpdir(), 'denge-push-'));
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      path.join(folder, 'key.pem'),
      '-out',
      path.join(folder, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  const key = readFileSync(path.join(folder, 'key.pem'));
  const cert = readFileSync(path.join(folder, 'cert.pem'));
  rmSync(folder, { recursive: true, force: true });

  const received: ReceivedPush[] = [];
  const statusByPath = new Map<string, number>();
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pushPath = request.url ?? '';
      received.push({ path: pushPath, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statusByPath.get(pushPath) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://127.0.0.1:${port}`;

  return {
    /** Trusts the service's certificate: give it to the push worker. */
    agent: new Agent({ ca: cert }),
    received,
    pushesTo: (browser: TestBrowser) => received.filter((push) => origin + push.path === browser.endpoint),
    answer: (browser: TestBrowser, status: number) => statusByPath.set(new URL(browser.endpoint).pathname, status),
    newBrowser: (name: string): TestBrowser => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      return {
        endpoint: `${origin}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
        decrypt: (body) => JSON.parse(decryptAes128gcm(body, ecdh, authSecret).toString('utf8')),
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * RFC 8291 §3.4 and RFC 8188 §2: the header (salt, record size, key id = the sender's public key), the
 * shared secret from ECDH with the browser's private key, two HKDF steps for the content key and nonce,
 * then AES-128-GCM; a single record ends with the delimiter 0x02 and optional zero padding.
 */
function decryptAes128gcm(body: Buffer, browser: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  if (keyIdLength !== 65 || ciphertext.length > recordSize) throw new Error('not a single aes128gcm record');
  const sharedSecret = browser.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record has no 0x02 delimiter');
  return padded.subarray(0, end);
}
