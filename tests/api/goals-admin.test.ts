import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientGoals, goals, notifications } from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { catchUp, isAppEvent } from '../support/live-events.ts';
import { listenToEvents } from '../support/sse-listener.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;
let ids: { clientA: string; clientB: string; clientC: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  ids = {
    clientA: await server.userIdOf(demoEmails.clientA),
    clientB: await server.userIdOf(demoEmails.clientB),
    clientC: await server.userIdOf(demoEmails.clientC),
  };
});
afterAll(async () => {
  await server?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

async function countRows() {
  const db = server.runtime.deps.db;
  const [g] = await db.select({ n: count() }).from(goals);
  const [cg] = await db.select({ n: count() }).from(clientGoals);
  const [n] = await db.select({ n: count() }).from(notifications);
  return { goals: g!.n, clientGoals: cg!.n, notifications: n!.n };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const validGoal = (overrides: Record<string, unknown> = {}) => ({
  title: 'Günde 8 bardak su',
  description: 'Her öğünle birlikte bir bardak su için.',
  type: 'water',
  targetValue: 8,
  startDate: todayInIstanbul(),
  endDate: addDays(todayInIstanbul(), 30),
  clientIds: [ids.clientA],
  ...overrides,
});

describe('assigning a goal (POST /api/admin/goals)', () => {
  it('creates the goal, one client goal and one notification per client, and lists them', async () => {
    const before = await countRows();
    const response = await admin.post(
      '/api/admin/goals',
      validGoal({
        title: '  Haftada 3 yürüyüş ',
        type: 'exercise',
        targetValue: 3,
        clientIds: [ids.clientA, ids.clientB, ids.clientA],
      }),
    );
    expect(response.status).toBe(201);
    expect(response.body.assignedCount).toBe(2);
    expect(await countRows()).toEqual({
      goals: before.goals + 1,
      clientGoals: before.clientGoals + 2,
      notifications: before.notifications + 2,
    });
    const db = server.runtime.deps.db;
    const sent = await db.select().from(notifications).where(eq(notifications.clientId, ids.clientB));
    expect(sent.at(-1)).toMatchObject({
      title: 'Yeni Hedef Atandı',
      message: 'Size yeni bir hedef atandı: Haftada 3 yürüyüş',
      read: false,
    });

    const list = await admin.get('/api/admin/goals');
    expect(list.status).toBe(200);
    const mine = list.body.items.filter((item: { goalId: string }) => item.goalId === response.body.goalId);
    expect(mine.map((item: { clientName: string }) => item.clientName).sort()).toEqual(['Ayşe Demir', 'Mehmet Kaya']);
    expect(mine[0]).toMatchObject({
      title: 'Haftada 3 yürüyüş',
      description: 'Her öğünle birlikte bir bardak su için.',
      type: 'exercise',
      targetValue: 3,
      startDate: todayInIstanbul(),
      endDate: addDays(todayInIstanbul(), 30),
      completed: false,
    });
  });

  it('accepts today as start and end date and an open end (no end date)', async () => {
    const today = todayInIstanbul();
    expect((await admin.post('/api/admin/goals', validGoal({ startDate: today, endDate: today }))).status).toBe(201);
    const open = await admin.post('/api/admin/goals', validGoal({ endDate: null }));
    expect(open.status).toBe(201);
    const openRow = await server.runtime.deps.db
      .select()
      .from(clientGoals)
      .where(eq(clientGoals.goalId, open.body.goalId));
    expect(openRow[0]!.endDate).toBeNull();
    expect((await admin.post('/api/admin/goals', validGoal({ endDate: '' }))).status).toBe(201);
  });

  const today = () => todayInIstanbul();
  const badInputs: Array<[string, () => unknown, RegExp | string]> = [
    ['an empty body', () => ({}), /./],
    ['a blank title', () => validGoal({ title: '   ' }), 'Hedef başlığı gerekli.'],
    ['a title that is too long', () => validGoal({ title: 'a'.repeat(201) }), /en fazla 200/],
    ['an unknown type', () => validGoal({ type: 'running' }), 'Hedef türü seçin.'],
    ['a target value of 0', () => validGoal({ targetValue: 0 }), 'Hedef değeri en az 1 olmalıdır.'],
    ['a fractional target value', () => validGoal({ targetValue: 1.5 }), 'Hedef değeri tam sayı olmalıdır.'],
    // The form sends what was typed: '5' is five (typedNumber), words and hex are not numbers.
    ['a target value in words', () => validGoal({ targetValue: 'beş' }), 'Hedef değeri tam sayı olmalıdır.'],
    ['a target value in hex', () => validGoal({ targetValue: '0x10' }), 'Hedef değeri tam sayı olmalıdır.'],
    ['a blank target value', () => validGoal({ targetValue: '  ' }), 'Hedef değeri gerekli.'],
    [
      'a start date yesterday',
      () => validGoal({ startDate: addDays(today(), -1) }),
      'Başlangıç tarihi bugünden önce olamaz',
    ],
    ['an end date yesterday', () => validGoal({ endDate: addDays(today(), -1) }), 'Bitiş tarihi bugünden önce olamaz'],
    [
      'an end date before the start date',
      () => validGoal({ startDate: addDays(today(), 5), endDate: addDays(today(), 2) }),
      'Bitiş tarihi başlangıç tarihinden önce olamaz',
    ],
    ['an impossible start date', () => validGoal({ startDate: '2030-13-45' }), 'Geçerli bir tarih girin.'],
    ['a missing start date', () => validGoal({ startDate: '' }), 'Başlangıç tarihi gerekli.'],
    ['no client', () => validGoal({ clientIds: [] }), 'En az bir danışan seçin.'],
    ['a client id that is not an id', () => validGoal({ clientIds: ['1 OR 1=1'] }), 'Geçersiz danışan seçimi.'],
    ['too many clients', () => validGoal({ clientIds: Array(501).fill(ids.clientA) }), /en fazla 500/],
  ];

  it.each(badInputs)('answers %s with a Turkish 400 and writes nothing', async (_name, body, message) => {
    const before = await countRows();
    const response = await admin.post('/api/admin/goals', body());
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('validation');
    if (typeof message === 'string') expect(response.body.message).toBe(message);
    else expect(response.body.message).toMatch(message);
    expect(await countRows()).toEqual(before);
  });

  it('names the field of each message in fieldErrors, so the form can put it under that field', async () => {
    const response = await admin.post('/api/admin/goals', validGoal({ title: '', clientIds: [] }));
    expect(response.status).toBe(400);
    expect(response.body.fieldErrors).toMatchObject({
      title: expect.any(String),
      clientIds: 'En az bir danışan seçin.',
    });
    expect(Object.values(response.body.fieldErrors)).toContain(response.body.message);
  });

  it('answers unreadable JSON and a non-JSON body with a 4xx and writes nothing', async () => {
    const before = await countRows();
    const broken = await admin.request('POST', '/api/admin/goals', '{"title":', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('İstek gövdesi okunamadı. Lütfen formu tekrar gönderin.');
    const text = await admin.request('POST', '/api/admin/goals', 'title=x', { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    expect(await countRows()).toEqual(before);
  });

  it('writes nothing at all when one of the clients does not exist (one transaction)', async () => {
    const before = await countRows();
    const response = await admin.post(
      '/api/admin/goals',
      validGoal({ clientIds: [ids.clientA, ids.clientB, crypto.randomUUID()] }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'unknown_client',
      message: 'Seçilen danışanlardan biri bulunamadı. Listeyi yenileyip tekrar deneyin.',
    });
    expect(await countRows()).toEqual(before);
  });

  it('judges "today" in Europe/Istanbul, not UTC: at 22:30 UTC the Istanbul day has already turned', async () => {
    // 22:30 UTC is 01:30 the next day in Istanbul (UTC+3): the UTC date is already yesterday there.
    const now = new Date();
    const lateEvening = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 22, 30));
    if (lateEvening < now) lateEvening.setUTCDate(lateEvening.getUTCDate() + 1);
    vi.useFakeTimers({ toFake: ['Date'], now: lateEvening });
    const utcDay = lateEvening.toISOString().slice(0, 10);
    const istanbulDay = addDays(utcDay, 1);
    expect(todayInIstanbul()).toBe(istanbulDay);
    const before = await countRows();
    const refused = await admin.post('/api/admin/goals', validGoal({ startDate: utcDay, endDate: null }));
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Başlangıç tarihi bugünden önce olamaz');
    expect(await countRows()).toEqual(before);
    const accepted = await admin.post(
      '/api/admin/goals',
      validGoal({ title: 'Saat dilimi', startDate: istanbulDay, endDate: null }),
    );
    expect(accepted.status).toBe(201);
    // PGlite's clock is this process's (faked) clock: remove the rows stamped in the future.
    vi.useRealTimers();
    const db = server.runtime.deps.db;
    await db.delete(goals).where(eq(goals.id, accepted.body.goalId));
    await db.delete(notifications).where(eq(notifications.message, 'Size yeni bir hedef atandı: Saat dilimi'));
  });
});

describe('live delivery of the goal notification', () => {
  it("reaches the assigned client's open stream and never another client's", async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const clientC = await signedIn(server.baseUrl, 'client', demoEmails.clientC);
    const streamA = await listenToEvents(server.baseUrl, clientA.cookieHeader);
    const streamC = await listenToEvents(server.baseUrl, clientC.cookieHeader);
    try {
      const title = `Canlı hedef ${crypto.randomUUID().slice(0, 8)}`;
      const response = await admin.post('/api/admin/goals', validGoal({ title, clientIds: [ids.clientA] }));
      expect(response.status).toBe(201);
      const event = await streamA.waitFor(
        (e) => e.event === 'notification.created' && e.data.message === `Size yeni bir hedef atandı: ${title}`,
      );
      expect(event.data).toMatchObject({ clientId: ids.clientA, title: 'Yeni Hedef Atandı', read: false });
      await streamA.waitFor((e) => e.event === 'goal.assigned' && e.data.goalId === response.body.goalId);
      // Everything announced so far has reached client C's stream: a misrouted event would be there.
      await catchUp(streamC, server.runtime.deps.db, ids.clientC);
      expect(streamC.events.filter(isAppEvent)).toEqual([]);
    } finally {
      streamA.close();
      streamC.close();
    }
  });

  it('sends nothing live when the goal is refused', async () => {
    const clientA = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
    const streamA = await listenToEvents(server.baseUrl, clientA.cookieHeader);
    try {
      const response = await admin.post(
        '/api/admin/goals',
        validGoal({ title: 'Reddedilen', clientIds: [ids.clientA, crypto.randomUUID()] }),
      );
      expect(response.status).toBe(400);
      await catchUp(streamA, server.runtime.deps.db, ids.clientA);
      expect(streamA.events.filter(isAppEvent)).toEqual([]);
    } finally {
      streamA.close();
    }
  });
});

describe('completing, reopening and removing a client goal', () => {
  async function assignOne(clientIds = [ids.clientC]) {
    const response = await admin.post('/api/admin/goals', validGoal({ title: 'Durum hedefi', clientIds }));
    const rows = await server.runtime.deps.db
      .select({ id: clientGoals.id })
      .from(clientGoals)
      .where(eq(clientGoals.goalId, response.body.goalId));
    return { goalId: response.body.goalId as string, clientGoalIds: rows.map((row) => row.id) };
  }

  it('marks a client goal completed and reopens it', async () => {
    const { clientGoalIds } = await assignOne();
    const id = clientGoalIds[0]!;
    const done = await admin.patch(`/api/admin/goals/${id}`, { completed: true });
    expect(done).toMatchObject({ status: 200, body: { clientGoal: { id, completed: true } } });
    const listed = (await admin.get('/api/admin/goals')).body.items.find((item: { id: string }) => item.id === id);
    expect(listed.completed).toBe(true);
    const reopened = await admin.patch(`/api/admin/goals/${id}`, { completed: false });
    expect(reopened.body.clientGoal.completed).toBe(false);
  });

  it('refuses a bad status change with a Turkish 4xx and changes nothing', async () => {
    const { clientGoalIds } = await assignOne();
    const id = clientGoalIds[0]!;
    const bad = await admin.patch(`/api/admin/goals/${id}`, { completed: 'evet' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Hedef durumu belirtilmeli.');
    const [row] = await server.runtime.deps.db.select().from(clientGoals).where(eq(clientGoals.id, id));
    expect(row!.completed).toBe(false);
    expect((await admin.patch(`/api/admin/goals/${crypto.randomUUID()}`, { completed: true })).body).toEqual({
      code: 'not_found',
      message: 'Hedef bulunamadı.',
    });
    expect((await admin.patch('/api/admin/goals/abc', { completed: true })).status).toBe(404);
  });

  it('deletes one assignment, and the goal itself with the last one', async () => {
    const { goalId, clientGoalIds } = await assignOne([ids.clientB, ids.clientC]);
    const db = server.runtime.deps.db;
    expect((await admin.delete(`/api/admin/goals/${clientGoalIds[0]}`)).status).toBe(200);
    expect(await db.select().from(goals).where(eq(goals.id, goalId))).toHaveLength(1);
    expect((await admin.delete(`/api/admin/goals/${clientGoalIds[1]}`)).status).toBe(200);
    expect(await db.select().from(goals).where(eq(goals.id, goalId))).toHaveLength(0);
    const again = await admin.delete(`/api/admin/goals/${clientGoalIds[1]}`);
    expect(again).toMatchObject({ status: 404, body: { message: 'Hedef bulunamadı.' } });
  });
});

describe('the assigned goals list', () => {
  it('is paged, newest first, 20 per page', async () => {
    for (let i = 0; i < 8; i++)
      await admin.post(
        '/api/admin/goals',
        validGoal({ title: `Sayfa ${i}`, clientIds: [ids.clientA, ids.clientB, ids.clientC] }),
      );
    const total = (await countRows()).clientGoals;
    const first = await admin.get('/api/admin/goals');
    expect(first.body).toMatchObject({ page: 1, pageSize: 20, total });
    expect(first.body.items).toHaveLength(20);
    expect(first.body.items[0].title).toBe('Sayfa 7');
    const created = first.body.items.map((item: { createdAt: string }) => item.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    const lastPage = Math.ceil(total / 20);
    const last = await admin.get(`/api/admin/goals?page=${lastPage}`);
    expect(last.body.items).toHaveLength(total - (lastPage - 1) * 20);
    const bad = await admin.get('/api/admin/goals?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Sayfa numarası en az 1 olmalıdır.');
  });
});
