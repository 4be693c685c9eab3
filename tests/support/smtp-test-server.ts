import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  mailId: string | null;
  messageId: string | null;
  recipients: string[];
  subject: string | null;
  raw: string;
};

export type SmtpTestServerOptions = {
  port?: number;
  /** Rejects every message with a 5xx. */
  isRejecting?: boolean;
  /** Refuses this many messages with a 451 (try again later) before accepting. */
  refuseFirst?: number;
  /** Waits this long after the message data before answering it (a slow accept). */
  answerDelayMs?: number;
  /** Waits this long before answering MAIL FROM and each RCPT TO (a slow envelope). */
  envelopeDelayMs?: number;
};

const parseMail = (raw: string, recipients: string[]): ReceivedMail => ({
  mailId: /^X-Denge-Mail-Id: (.+)$/im.exec(raw)?.[1]?.trim() ?? null,
  messageId: /^Message-ID: (.+)$/im.exec(raw)?.[1]?.trim() ?? null,
  recipients,
  subject: /^Subject: (.+)$/m.exec(raw)?.[1]?.trim() ?? null,
  raw,
});

/**
 * A real SMTP server for the mail tests (smtp-server): it records every message it accepts, or
 * rejects them all with a 5xx when `isRejecting` is set; `refuseFirst` refuses the first ones with
 * a 4xx (kept in `refused`), `answerDelayMs` answers each message late. A slowly accepted message
 * counts as received even when the client has hung up meanwhile, as a real server delivers it.
 * `hasReceived(n)` resolves once it has accepted n messages (a worker that sends by itself is
 * waited for, not polled).
 */
export async function startSmtpTestServer(options: SmtpTestServerOptions = {}) {
  const received: ReceivedMail[] = [];
  const refused: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The greeting comes at once, not after a reverse lookup of 127.0.0.1 (tests use short timeouts).
    disableReverseLookup: true,
    onMailFrom(_address, _session, callback) {
      setTimeout(() => callback(), options.envelopeDelayMs ?? 0);
    },
    onRcptTo(_address, _session, callback) {
      setTimeout(() => callback(), options.envelopeDelayMs ?? 0);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.isRejecting) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        const mail = parseMail(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((address) => address.address),
        );
        if (refused.length < (options.refuseFirst ?? 0)) {
          refused.push(mail);
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const accept = () => {
          received.push(mail);
          for (const wake of [...waiters]) wake();
          callback();
        };
        if (options.answerDelayMs) setTimeout(accept, options.answerDelayMs);
        else accept();
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
    refused,
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
