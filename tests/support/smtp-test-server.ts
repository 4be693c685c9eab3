import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { mailId: string | null; recipients: string[]; subject: string | null; raw: string };

/**
 * A real SMTP server for the mail tests (smtp-server): it records every message it accepts, or
 * rejects them all with a 5xx when `isRejecting` is set. `hasReceived(n)` resolves once it has
 * accepted n messages (a worker that sends by itself is waited for, not polled).
 */
export async function startSmtpTestServer(options: { port?: number; isRejecting?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.isRejecting) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          mailId: /^X-Denge-Mail-Id: (.+)$/im.exec(raw)?.[1]?.trim() ?? null,
          recipients: session.envelope.rcptTo.map((address) => address.address),
          subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? null,
          raw,
        });
        for (const wake of [...waiters]) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    hasReceived: (count = 1) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (received.length < count) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
