import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase } from '../../src/server/db/client.ts';
import {
  appointments,
  auditLog,
  authSessions,
  authUsers,
  bankAccounts,
  clients,
  dataDestructionRuns,
  kvkkRequests,
  mailLogs,
  mailOutbox,
  mailSendRecipients,
  mailSends,
  orders,
  retentionSettings,
  visitorDays,
} from '../../src/server/db/schema/index.ts';
import { runDataDestruction } from '../../src/server/modules/retention/retention-destruction-service.ts';
import {
  defaultRetentionPeriods,
  type RetentionKind,
  retentionKinds,
  retentionValidationMessages,
} from '../../src/shared/schemas/retention.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Saklama ve İmha (issue #43, ADR 0087): the retention periods through the real app, and the periodic
// destruction with a controlled clock. The clock is set years before the demo practice's rows, so
// only the rows this test writes are past their periods. On PostgreSQL the concurrent run has its
// own connection pool, as a second app process would.

const DAY_MS = 24 * 3600_000;
let server: TestServer;
let admin: ApiClient;
const extraDatabases: DatabaseHandle[] = [];

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  for (const database of extraDatabases) await database.close();
  await server?.close();
});

const db = () => server.runtime.deps.db;

async function otherProcessDb(): Promise<Database> {
  const databaseUrl = server.runtime.deps.env.DATABASE_URL;
  if (!databaseUrl) return db();
  const handle = await openDatabase({ databaseUrl, dataDir: '', poolSize: 3 });
  extraDatabases.push(handle);
  return handle.db;
}

const monthsBefore = (moment: Date, months: number) => {
  const result = new Date(moment);
  result.setUTCMonth(result.getUTCMonth() - months);
  return result;
};
const daysBefore = (moment: Date, days: number) => new Date(moment.getTime() - days * DAY_MS);
const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);

type Written = { old: string[]; recent: string[] };

/**
 * For every kind: rows a day past its default period ("old") and a day within it ("recent"), plus
 * rows of the same tables the destruction must never touch (paid orders, a client's appointment,
 * open KVKK requests, pending mail, audit rows of writes), counted with the recent ones.
 */
async function writeRowsAround(now: Date, tag: string): Promise<Record<RetentionKind, Written>> {
  const p = defaultRetentionPeriods;
  const [client] = await db().select({ id: clients.id }).from(clients).limit(1);
  const [user] = await db().select({ id: authUsers.id }).from(authUsers).limit(1);
  const [account] = await db()
    .insert(bankAccounts)
    .values({ bankName: 'İmha Bankası', accountHolder: 'Denge', iban: 'TR330006100519786457841326' })
    .returning();
  // Each call books its own hours: a live appointment holds its slot (date, time).
  const hourBase = tag === 'a' ? 1 : 11;
  const slot = { n: 0 };
  const appointment = async (day: Date, extra: Partial<typeof appointments.$inferInsert> = {}) => {
    const [row] = await db()
      .insert(appointments)
      .values({
        clientName: `İmha Ziyaretçi ${tag}`,
        phone: '5551112233',
        purpose: 'weight_loss',
        date: isoDay(day),
        time: `${String(hourBase + (slot.n++ % 9)).padStart(2, '0')}:00`,
        source: 'public',
        ...extra,
      })
      .returning({ id: appointments.id });
    return row!.id;
  };
  const order = async (canceledAt: Date, paid: boolean) => {
    const [row] = await db()
      .insert(orders)
      .values({
        orderCode: `ORDIMHA${tag}${slot.n++}`,
        idempotencyKey: crypto.randomUUID(),
        customerName: 'İmha Alıcı',
        customerTc: '10000000146',
        customerPhone: '5551234567',
        customerEmail: 'imha@example.com',
        customerAddress: 'Kadıköy, İstanbul',
        subtotalAmount: 100,
        totalAmount: 100,
        bankAccountId: account!.id,
        paymentDueAt: canceledAt,
        contractsAcceptedAt: canceledAt,
        orderStatus: 'canceled',
        paymentStatus: paid ? 'paid' : 'pending',
        paidAt: paid ? canceledAt : null,
        canceledAt,
        createdAt: canceledAt,
      })
      .returning({ id: orders.id });
    return row!.id;
  };
  const session = async (expiresAt: Date) => {
    const id = `imha-${tag}-${slot.n++}`;
    await db().insert(authSessions).values({ id, token: id, userId: user!.id, expiresAt });
    return id;
  };
  const visitorDay = async (day: Date) => {
    const hash = `imha-${tag}-${slot.n++}`;
    await db()
      .insert(visitorDays)
      .values({ day: isoDay(day), visitorHash: hash });
    return hash;
  };
  const mail = async (sentAt: Date, status: 'sent' | 'pending' = 'sent') => {
    const [row] = await db()
      .insert(mailOutbox)
      .values({
        template: 'test',
        recipients: ['imha@example.com'],
        subject: 'İmha',
        html: '<p>x</p>',
        text: 'x',
        status,
        sentAt,
        createdAt: sentAt,
      })
      .returning({ id: mailOutbox.id });
    return row!.id;
  };
  /** A mail's log row; `isBulk` ties it to a bulk send's recipient, whose log stays with the send. */
  const mailLog = async (sentAt: Date, isBulk = false) => {
    const outboxId = crypto.randomUUID();
    const [row] = await db()
      .insert(mailLogs)
      .values({ outboxId, recipients: ['imha@example.com'], subject: 'İmha', content: 'x', sentAt })
      .returning({ id: mailLogs.id });
    if (isBulk) {
      const [send] = await db()
        .insert(mailSends)
        .values({ subject: `İmha duyurusu ${tag}`, content: 'x', recipientCount: 1, createdAt: sentAt })
        .returning({ id: mailSends.id });
      await db()
        .insert(mailSendRecipients)
        .values({ sendId: send!.id, email: 'imha@example.com', name: 'İmha', outboxId });
    }
    return row!.id;
  };
  const kvkk = async (answeredAt: Date | null) => {
    const [row] = await db()
      .insert(kvkkRequests)
      .values({
        requesterName: `İmha Başvuran ${tag}`,
        requesterEmail: 'imha-basvuru@example.com',
        kind: 'information',
        body: 'Hangi verilerimi işliyorsunuz?',
        receivedAt: answeredAt ?? now,
        status: answeredAt ? 'answered' : 'new',
        answer: answeredAt ? 'Yanıtlandı.' : null,
        answeredAt,
      })
      .returning({ id: kvkkRequests.id });
    return row!.id;
  };
  const audit = async (at: Date, action: string) => {
    const [row] = await db()
      .insert(auditLog)
      .values({ at, action, entity: 'client_measurements', clientId: client!.id })
      .returning({ id: auditLog.id });
    return row!.id;
  };
  return {
    visitorAppointments: {
      old: [await appointment(daysBefore(monthsBefore(now, p.visitorAppointments), 2))],
      recent: [
        await appointment(daysBefore(monthsBefore(now, p.visitorAppointments), -2)),
        await appointment(daysBefore(monthsBefore(now, p.visitorAppointments), 2), { clientId: client!.id }),
        await appointment(daysBefore(monthsBefore(now, p.visitorAppointments), 3), { source: 'admin' }),
      ],
    },
    canceledUnpaidOrders: {
      old: [await order(daysBefore(monthsBefore(now, p.canceledUnpaidOrders), 1), false)],
      recent: [
        await order(daysBefore(monthsBefore(now, p.canceledUnpaidOrders), -1), false),
        await order(daysBefore(monthsBefore(now, 120), 1), true),
      ],
    },
    expiredSessions: {
      old: [await session(daysBefore(now, p.expiredSessions + 1))],
      recent: [await session(daysBefore(now, p.expiredSessions - 1))],
    },
    visitorStatistics: {
      old: [await visitorDay(daysBefore(monthsBefore(now, p.visitorStatistics), 2))],
      recent: [await visitorDay(daysBefore(monthsBefore(now, p.visitorStatistics), -2))],
    },
    sentMail: {
      old: [await mail(daysBefore(now, p.sentMail + 1))],
      recent: [await mail(daysBefore(now, p.sentMail - 1)), await mail(daysBefore(now, 365), 'pending')],
    },
    closedKvkkRequests: {
      old: [await kvkk(daysBefore(monthsBefore(now, p.closedKvkkRequests), 1))],
      recent: [await kvkk(daysBefore(monthsBefore(now, p.closedKvkkRequests), -1)), await kvkk(null)],
    },
    accessLog: {
      old: [await audit(daysBefore(monthsBefore(now, p.accessLog), 1), 'read')],
      recent: [
        await audit(daysBefore(monthsBefore(now, p.accessLog), -1), 'read'),
        await audit(daysBefore(monthsBefore(now, 120), 1), 'update'),
      ],
    },
    mailLogs: {
      old: [await mailLog(daysBefore(monthsBefore(now, p.mailLogs), 1))],
      recent: [
        await mailLog(daysBefore(monthsBefore(now, p.mailLogs), -1)),
        await mailLog(daysBefore(monthsBefore(now, 120), 1), true),
      ],
    },
  };
}

/** Which of the given keys of a kind are still in the database. */
async function remaining(kind: RetentionKind, keys: string[]): Promise<string[]> {
  const d = db();
  switch (kind) {
    case 'visitorAppointments':
      return (await d.select({ k: appointments.id }).from(appointments).where(inArray(appointments.id, keys))).map(
        (r) => r.k,
      );
    case 'canceledUnpaidOrders':
      return (await d.select({ k: orders.id }).from(orders).where(inArray(orders.id, keys))).map((r) => r.k);
    case 'expiredSessions':
      return (await d.select({ k: authSessions.id }).from(authSessions).where(inArray(authSessions.id, keys))).map(
        (r) => r.k,
      );
    case 'visitorStatistics':
      return (
        await d.select({ k: visitorDays.visitorHash }).from(visitorDays).where(inArray(visitorDays.visitorHash, keys))
      ).map((r) => r.k);
    case 'sentMail':
      return (await d.select({ k: mailOutbox.id }).from(mailOutbox).where(inArray(mailOutbox.id, keys))).map(
        (r) => r.k,
      );
    case 'closedKvkkRequests':
      return (await d.select({ k: kvkkRequests.id }).from(kvkkRequests).where(inArray(kvkkRequests.id, keys))).map(
        (r) => r.k,
      );
    case 'accessLog':
      return (await d.select({ k: auditLog.id }).from(auditLog).where(inArray(auditLog.id, keys))).map((r) => r.k);
    case 'mailLogs':
      return (await d.select({ k: mailLogs.id }).from(mailLogs).where(inArray(mailLogs.id, keys))).map((r) => r.k);
  }
}

const runsOn = async (day: string) => db().select().from(dataDestructionRuns).where(eq(dataDestructionRuns.runOn, day));

describe('periodic destruction (controlled clock)', () => {
  it('destroys exactly what is past its period for each kind, keeps everything newer, and records the run', async () => {
    const now = new Date('2021-03-15T09:00:00.000Z');
    const written = await writeRowsAround(now, 'a');

    const results = await runDataDestruction(db(), { now });

    expect(results.map((r) => r.kind).sort()).toEqual([...retentionKinds].sort());
    for (const kind of retentionKinds) {
      expect(await remaining(kind, written[kind].old), `${kind}: old rows destroyed`).toEqual([]);
      expect((await remaining(kind, written[kind].recent)).sort(), `${kind}: newer rows kept`).toEqual(
        [...written[kind].recent].sort(),
      );
      expect(results.find((r) => r.kind === kind)?.destroyedCount, kind).toBe(written[kind].old.length);
    }
    // Visitor counts stay, anonymised: the old day still counts one visitor more than before.
    const oldDay = isoDay(daysBefore(monthsBefore(now, defaultRetentionPeriods.visitorStatistics), 2));
    const counted = await db()
      .select({ hash: visitorDays.visitorHash })
      .from(visitorDays)
      .where(eq(visitorDays.day, oldDay));
    expect(counted.map((row) => row.hash)).toEqual([expect.stringMatching(/^anonim:[0-9a-f-]{36}$/)]);
    const runs = await runsOn('2021-03-15');
    expect(runs).toHaveLength(retentionKinds.length);
    for (const run of runs) {
      expect(run.period).toBe(defaultRetentionPeriods[run.kind]);
      expect(run.destroyedCount).toBe(1);
      expect(run.ranAt.toISOString()).toBe(now.toISOString());
    }
  });

  it("leaves no destroyed visitor's name in the audit trail's recorded values", async () => {
    const rows = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'appointments'),
          sql`coalesce(${auditLog.after}, ${auditLog.before})::text like '%İmha Ziyaretçi a%'`,
        ),
      );
    // Only the kept appointments' rows still carry the name: the destroyed one's are scrubbed.
    expect(rows.length).toBe(3);
    const scrubbed = await db()
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'appointments'), sql`${auditLog.before} = '{"retentionDestroyed": true}'::jsonb`));
    expect(scrubbed.length).toBeGreaterThanOrEqual(2); // the create row and the delete row
  });

  it('a second run the same day destroys and records nothing more', async () => {
    const now = new Date('2021-03-15T15:00:00.000Z');
    const lateComers = await writeRowsAround(new Date('2021-03-15T09:00:00.000Z'), 'b');
    expect(await runDataDestruction(db(), { now })).toEqual([]);
    expect(await runsOn('2021-03-15')).toHaveLength(retentionKinds.length);
    for (const kind of retentionKinds) {
      expect(await remaining(kind, lateComers[kind].old), `${kind}: waits for the next day`).toHaveLength(1);
    }
  });

  it('two concurrent runs on a new day destroy and record each kind once', async () => {
    const now = new Date('2021-03-16T09:00:00.000Z');
    const other = await otherProcessDb();
    const [first, second] = await Promise.all([runDataDestruction(db(), { now }), runDataDestruction(other, { now })]);
    const all = [...first, ...second];
    expect(all.map((r) => r.kind).sort()).toEqual([...retentionKinds].sort());
    const runs = await runsOn('2021-03-16');
    expect(runs).toHaveLength(retentionKinds.length);
    // The late comers of the test before (written a day earlier) are past their periods now.
    expect(runs.map((run) => [run.kind, run.destroyedCount]).sort()).toEqual(
      retentionKinds.map((kind) => [kind, 1]).sort(),
    );
    expect(await runDataDestruction(db(), { now })).toEqual([]);
  });

  it('applies the saved periods', async () => {
    await db()
      .insert(retentionSettings)
      .values({ id: 1, expiredSessionsDays: 5 })
      .onConflictDoUpdate({
        target: retentionSettings.id,
        set: { expiredSessionsDays: 5 },
      });
    const now = new Date('2021-03-20T09:00:00.000Z');
    const [user] = await db().select({ id: authUsers.id }).from(authUsers).limit(1);
    await db()
      .insert(authSessions)
      .values([
        { id: 'imha-c-old', token: 'imha-c-old', userId: user!.id, expiresAt: daysBefore(now, 6) },
        { id: 'imha-c-new', token: 'imha-c-new', userId: user!.id, expiresAt: daysBefore(now, 4) },
      ]);
    try {
      const results = await runDataDestruction(db(), { now });
      // The test's own old session, and the two kept by the earlier tests (expired 34 days before).
      expect(results.find((r) => r.kind === 'expiredSessions')?.destroyedCount).toBe(3);
      expect(await remaining('expiredSessions', ['imha-c-old', 'imha-c-new'])).toEqual(['imha-c-new']);
      const [run] = (await runsOn('2021-03-20')).filter((r) => r.kind === 'expiredSessions');
      expect(run).toMatchObject({ period: 5, unit: 'days', destroyedCount: 3 });
    } finally {
      await db().delete(retentionSettings);
    }
  });
});

describe('retention settings (Saklama ve İmha)', () => {
  it('answers the defaults and the latest destruction records, newest first', async () => {
    const response = await admin.get<any>('/api/admin/retention');
    expect(response.status).toBe(200);
    expect(response.body.settings).toEqual({ periods: defaultRetentionPeriods, version: 0 });
    expect(response.body.runs.length).toBeGreaterThanOrEqual(retentionKinds.length);
    expect(response.body.runs[0]).toMatchObject({ ranAt: '2021-03-20T09:00:00.000Z', unit: expect.any(String) });
    expect(Object.keys(response.body.runs[0]).sort()).toEqual([
      'destroyedCount',
      'id',
      'kind',
      'period',
      'ranAt',
      'unit',
    ]);
  });

  it('saves at the version the screen read', async () => {
    const read = async () => (await admin.get<any>('/api/admin/retention')).body.settings;
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path: '/api/admin/retention',
      read,
      first: { ...defaultRetentionPeriods, visitorAppointments: 6 },
      second: { ...defaultRetentionPeriods, expiredSessions: 10 },
      savedOf: (body) => body.settings,
      shows: (body) => ({ periods: body }),
    });
  });

  it('accepts typed numbers ("18") and refuses out-of-range, fractional, missing and unknown fields with Turkish texts, writing nothing', async () => {
    const before = (await admin.get<any>('/api/admin/retention')).body.settings;
    const version = before.version;
    const bad: [Record<string, unknown>, string, string][] = [
      [{ expiredSessions: 0 }, 'expiredSessions', retentionValidationMessages.period('expiredSessions')],
      [{ expiredSessions: 366 }, 'expiredSessions', retentionValidationMessages.period('expiredSessions')],
      [{ accessLog: 121 }, 'accessLog', retentionValidationMessages.period('accessLog')],
      [{ sentMail: 2.5 }, 'sentMail', retentionValidationMessages.period('sentMail')],
      [{ visitorStatistics: 'on iki' }, 'visitorStatistics', retentionValidationMessages.period('visitorStatistics')],
      [{ closedKvkkRequests: '' }, 'closedKvkkRequests', retentionValidationMessages.period('closedKvkkRequests')],
    ];
    for (const [change, field, message] of bad) {
      const response = await admin.put<any>('/api/admin/retention', { ...before.periods, ...change, version });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.code).toBe('validation');
      expect(response.body.fieldErrors[field]).toBe(message);
      expect(message).toMatch(/arasında bir tam sayı olmalıdır/);
    }
    const missing = { ...before.periods, version } as Record<string, unknown>;
    delete missing.canceledUnpaidOrders;
    expect((await admin.put('/api/admin/retention', missing)).status).toBe(400);
    expect((await admin.put('/api/admin/retention', { ...before.periods, paidOrders: 1, version })).status).toBe(400);
    expect((await admin.get<any>('/api/admin/retention')).body.settings).toEqual(before);

    const typed = await admin.put<any>('/api/admin/retention', {
      ...before.periods,
      visitorAppointments: '18',
      version,
    });
    expect(typed.status).toBe(200);
    expect(typed.body.settings).toEqual({
      periods: { ...before.periods, visitorAppointments: 18 },
      version: version + 1,
    });
  });
});
