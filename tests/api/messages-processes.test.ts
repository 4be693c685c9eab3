import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGE_CREATED_EVENT, MESSAGES_READ_EVENT, type Message } from '../../src/shared/schemas/messages.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { type AppProcess, startAppProcess } from '../support/app-process.ts';
import { type EventStreamListener, listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #42 across processes: a message written through one app process reaches the other side's
// live stream held open by a second process (a real `node src/server/main.ts` on the same PostgreSQL),
// through LISTEN/NOTIFY, as behind a load balancer. The shape of session-revocation-processes.test.ts.

const onPostgres = Boolean(process.env.DENGE_TEST_POSTGRES_URL);

let first: TestServer;
let second: AppProcess;
let admin: ApiClient;
let client: ApiClient;
let clientId: string;
let adminStreamOnSecond: EventStreamListener;
let clientStreamOnSecond: EventStreamListener;

describe.runIf(onPostgres)('messages across two app processes on one PostgreSQL', () => {
  beforeAll(async () => {
    first = await startTestServer();
    second = await startAppProcess(first.runtime.deps.env.DATABASE_URL ?? '');
    admin = await signedIn(first.baseUrl, 'admin', demoEmails.admin);
    client = await signedIn(first.baseUrl, 'client', demoEmails.clientB);
    clientId = await first.userIdOf(demoEmails.clientB);
    adminStreamOnSecond = await listenToEvents(second.baseUrl, admin.cookieHeader, '/api/admin/events');
    clientStreamOnSecond = await listenToEvents(second.baseUrl, client.cookieHeader);
  }, 60_000);
  afterAll(async () => {
    adminStreamOnSecond?.close();
    clientStreamOnSecond?.close();
    await second?.stop();
    await first?.close();
  });

  it("brings a client's message written on one process to the admins' stream on the other", async () => {
    const sent = await client.post<{ message: Message }>('/api/me/messages', { text: 'Diğer süreçten merhaba' });
    expect(sent.status).toBe(201);
    const arrived = await adminStreamOnSecond.waitFor(
      (event) => event.event === MESSAGE_CREATED_EVENT && event.data.id === sent.body.message.id,
    );
    expect(arrived.data).toMatchObject({ clientId, senderRole: 'client', text: 'Diğer süreçten merhaba' });
  });

  it("brings the practice's answer and its 'Görüldü' across too", async () => {
    const answer = await admin.post<{ message: Message }>(`/api/admin/messages/${clientId}`, {
      text: 'Aldım, teşekkürler.',
    });
    expect(answer.status).toBe(201);
    await clientStreamOnSecond.waitFor(
      (event) => event.event === MESSAGE_CREATED_EVENT && event.data.id === answer.body.message.id,
    );
    await admin.post(`/api/admin/messages/${clientId}/read`, {});
    await clientStreamOnSecond.waitFor(
      (event) =>
        event.event === MESSAGES_READ_EVENT && event.data.clientId === clientId && event.data.readerRole === 'admin',
    );
  });
});
