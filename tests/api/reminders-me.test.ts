import { createECDH, randomBytes } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client.ts';
import {
  calorieDiary,
  waterIntake,
  mailOutbox,
  pushOutbox,
  pushPreferences,
  pushSubscriptions,
  reminderDeliveries,
  reminderSettings,
} from '../../src/server/db/schema/index.ts';
import { createSmtpTransport, MailWorker } from '../../src/server/mail/mail-worker.ts';
import { PushWorker } from '../../src/server/push/push-worker.ts';
import { sendDueClientReminders } from '../../src/server/modules/reminders/reminders-delivery-service.ts';
import {
  defaultReminderSettings,
  type ReminderSettings,
  remindersValidationMessages,
} from '../../src/shared/schemas/reminders.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { mailWorkersOf } from '../support/mail-workers.ts';
import { startPushTestService } from '../support/push-test-service.ts';
import { startSmtpTestServer } from '../support/smtp-test-server.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// The reminders the client sets (issue #41, ADR 0083): the profile's settings through
// /api/me/reminders, and the minute job under a controlled clock: a water reminder once at its slot
// (also with the job in two processes at once, on PostgreSQL two connection pools), a meal already in
// the diary skipped, a late slot not sent, e-mail to a real SMTP server when push cannot reach the
// client and they chose e-mail, and nothing when neither.

let server: TestServer;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let pushService: Awaited<ReturnType<typeof startPushTestService>>;
let admin: ApiClient;
const db = () => server.runtime.deps.db;
const workers = mailWorkersOf(() => server);
const siteOrigin = 'https://denge.example';

beforeAll(async () => {
  server = await startTestServer();
  smtp = await startSmtpTestServer();
  pushService = await startPushTestService();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await workers.stopAll();
  await smtp?.close();
  await pushService?.close();
  await server?.close();
});
beforeEach(async () => {
  await db().delete(mailOutbox);
});

/** A client of this test alone, so no other test's reminders are in the way. */
async function freshClient(label: string) {
  const email = `hatirlatici-${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const password = 'Gizli.Sifre-2026';
  const created = await admin.post<{ client: { id: string } }>('/api/admin/clients', {
    name: `Hatırlatıcı ${label}`,
    gender: 'female',
    age: 30,
    email,
    password,
    passwordRepeat: password,
    phone: '0555 000 00 00',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.client.id, email, client: await signedIn(server.baseUrl, 'client', email, password) };
}

/** A browser of the client's that subscribed to push (its endpoint never answers: nothing sends here). */
async function subscribeBrowser(clientId: string) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  await db()
    .insert(pushSubscriptions)
    .values({
      clientId,
      endpoint: `https://push.invalid/${crypto.randomUUID()}`,
      p256dh: keys.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    });
}

const settingsWith = (change: (settings: ReminderSettings) => void): ReminderSettings => {
  const settings = structuredClone(defaultReminderSettings);
  change(settings);
  return settings;
};

async function saveSettings(client: ApiClient, settings: ReminderSettings) {
  const response = await client.put<{ reminders: ReminderSettings }>('/api/me/reminders', settings);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/** A Wednesday far from today, so that no real clock meets these slots. Istanbul is UTC+3 all year. */
const DAY = '2031-03-12';
const at = (time: string, day = DAY) => new Date(`${day}T${time}:00+03:00`);
const remind = (now: Date, database: Database = db()) => sendDueClientReminders(database, { now, siteOrigin });

const deliveriesOf = (clientId: string) =>
  db().select().from(reminderDeliveries).where(eq(reminderDeliveries.clientId, clientId));
const pushesOf = async (clientId: string) =>
  (
    await db()
      .select({ kind: pushOutbox.kind, payload: pushOutbox.payload })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.clientId, clientId))
  ).filter((push) => push.kind === 'reminders');
const mailsTo = async (address: string) =>
  (await db().select().from(mailOutbox)).filter((mail) => mail.recipients.includes(address));

describe('the reminders settings', () => {
  it('starts with every reminder off, and keeps what the client saves (their own only)', async () => {
    const a = await freshClient('ayar-a');
    const b = await freshClient('ayar-b');
    expect((await a.client.get('/api/me/reminders')).body).toEqual({ reminders: defaultReminderSettings });

    const chosen = settingsWith((settings) => {
      settings.water = { isOn: true, everyHours: 3, from: '08:00', until: '20:30' };
      settings.meals.lunch = { isOn: true, time: '13:15' };
      settings.meals.afternoon_snack = { isOn: true, time: '16:45' };
      settings.weighIn = { isOn: true, day: 'friday', time: '07:30' };
      settings.isEmailFallbackOn = true;
    });
    const saved = await a.client.put('/api/me/reminders', chosen);
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ reminders: chosen });
    expect((await a.client.get('/api/me/reminders')).body).toEqual({ reminders: chosen });
    expect((await b.client.get('/api/me/reminders')).body).toEqual({ reminders: defaultReminderSettings });
  });

  it('refuses bad input with a Turkish 400 under its field and writes nothing', async () => {
    const { id, client } = await freshClient('hatali');
    const bad: [unknown, string, string][] = [
      [
        settingsWith((s) => {
          s.water.from = '25:00';
        }),
        'water.from',
        remindersValidationMessages.time,
      ],
      [
        settingsWith((s) => {
          s.water.until = '9:00';
        }),
        'water.until',
        remindersValidationMessages.time,
      ],
      [
        settingsWith((s) => Object.assign(s.water, { from: '21:00', until: '09:00' })),
        'water.until',
        remindersValidationMessages.waterRange,
      ],
      [
        settingsWith((s) => Object.assign(s.water, { from: '10:00', until: '10:00' })),
        'water.until',
        remindersValidationMessages.waterRange,
      ],
      [
        settingsWith((s) => Object.assign(s.quietHours, { isOn: true, from: '23:00', until: '23:00' })),
        'quietHours.until',
        remindersValidationMessages.quietRange,
      ],
      [
        settingsWith((s) => {
          s.quietHours.from = '24:00';
        }),
        'quietHours.from',
        remindersValidationMessages.time,
      ],
      [
        settingsWith((s) => {
          s.water.everyHours = 5;
        }),
        'water.everyHours',
        remindersValidationMessages.everyHours,
      ],
      [
        settingsWith((s) => {
          s.water.everyHours = 0;
        }),
        'water.everyHours',
        remindersValidationMessages.everyHours,
      ],
      [
        settingsWith((s) => {
          s.meals.dinner.time = '19.00';
        }),
        'meals.dinner.time',
        remindersValidationMessages.time,
      ],
      [
        settingsWith((s) => Object.assign(s.weighIn, { day: 'pazartesi' })),
        'weighIn.day',
        remindersValidationMessages.weekDay,
      ],
      [
        settingsWith((s) => Object.assign(s, { isEmailFallbackOn: 'evet' })),
        'isEmailFallbackOn',
        remindersValidationMessages.flag,
      ],
    ];
    for (const [body, field, message] of bad) {
      const response = await client.put('/api/me/reminders', body);
      expect(response.status, field).toBe(400);
      expect(response.body.code).toBe('validation');
      expect(response.body.fieldErrors?.[field], field).toBe(message);
    }
    const { lunch: _lunch, ...mealsWithoutLunch } = defaultReminderSettings.meals;
    const missingMeal = await client.put('/api/me/reminders', { ...defaultReminderSettings, meals: mealsWithoutLunch });
    expect(missingMeal.status).toBe(400);
    expect(await db().select().from(reminderSettings).where(eq(reminderSettings.clientId, id))).toEqual([]);
  });
});

describe('the reminders job', () => {
  it('pushes a water reminder once at its slot, even from two runs at once, and never a late one', async () => {
    const { id, client } = await freshClient('su');
    await subscribeBrowser(id);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 2, from: '09:00', until: '21:00' };
      }),
    );

    await remind(at('08:59'));
    expect(await deliveriesOf(id)).toEqual([]);
    const now = at('09:01');
    await Promise.all([remind(now), remind(now), remind(now)]);
    await remind(at('09:20'));
    const deliveries = await deliveriesOf(id);
    expect(deliveries).toEqual([expect.objectContaining({ kind: 'water', slot: at('09:00'), channel: 'push' })]);
    const pushes = await pushesOf(id);
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.payload).toMatchObject({ title: 'Su içme zamanı', url: '/kullanici' });

    // 11:00 was missed (the server was down until 11:31): not sent late. 13:00 goes.
    await remind(at('11:31'));
    await remind(at('13:00'));
    expect((await deliveriesOf(id)).map((row) => row.slot).sort((x, y) => x.getTime() - y.getTime())).toEqual([
      at('09:00'),
      at('13:00'),
    ]);
    // Between two slots nothing more; 22:00 is past the last slot (21:00).
    await remind(at('14:30'));
    await remind(at('21:05'));
    await remind(at('22:00'));
    expect(await deliveriesOf(id)).toHaveLength(3);
    expect(await pushesOf(id)).toHaveLength(3);
  });

  it('does not send a slot that had passed when the client saved the reminder', async () => {
    const { id, client } = await freshClient('gec-kayit');
    await subscribeBrowser(id);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.meals.breakfast = { isOn: true, time: '08:30' };
        s.meals.lunch = { isOn: true, time: '12:30' };
      }),
    );
    // Saved at 12:40 of that day: lunch (12:30) was already past.
    await db()
      .update(reminderSettings)
      .set({ updatedAt: at('12:40') })
      .where(eq(reminderSettings.clientId, id));
    await remind(at('12:45'));
    expect(await deliveriesOf(id)).toEqual([]);
    // The next day's breakfast comes.
    await remind(at('08:31', '2031-03-13'));
    expect((await deliveriesOf(id)).map((row) => row.kind)).toEqual(['meal:breakfast']);
  });

  it('skips a meal already in the diary that day and reminds of one that is not', async () => {
    const { id, client } = await freshClient('ogun');
    await subscribeBrowser(id);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.meals.lunch = { isOn: true, time: '12:30' };
        s.meals.dinner = { isOn: true, time: '19:00' };
      }),
    );
    await db().insert(calorieDiary).values({
      clientId: id,
      foodName: 'Mercimek çorbası',
      date: DAY,
      mealType: 'lunch',
      calories: 180,
      protein: 9,
      carbs: 25,
      fat: 5,
    });
    // Dinner of the day before is in the diary: it does not excuse today's.
    await db().insert(calorieDiary).values({
      clientId: id,
      foodName: 'Izgara köfte',
      date: '2031-03-11',
      mealType: 'dinner',
      calories: 300,
      protein: 25,
      carbs: 5,
      fat: 20,
    });

    await remind(at('12:31'));
    await remind(at('19:02'));
    expect((await deliveriesOf(id)).map((row) => row.kind)).toEqual(['meal:dinner']);
    const [push] = await pushesOf(id);
    expect(push?.payload).toMatchObject({
      title: 'Akşam yemeğinizi kaydetmeyi unutmayın',
      url: '/kullanici/kalori-gunlugu',
    });
  });

  it('sends nothing in the quiet hours, across midnight too, and the rest of the day as before', async () => {
    const { id, client } = await freshClient('sessiz');
    await subscribeBrowser(id);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 2, from: '07:00', until: '23:00' };
        s.meals.evening_snack = { isOn: true, time: '22:30' };
        s.quietHours = { isOn: true, from: '22:00', until: '08:00' };
      }),
    );
    // 07:00 (before 08:00), 22:30 and 23:00 (after 22:00) fall in the quiet hours; 09:00 and 21:00 do not.
    for (const time of ['07:01', '09:01', '21:01', '22:31', '23:01']) await remind(at(time));
    expect((await deliveriesOf(id)).map((row) => row.slot.toISOString()).sort()).toEqual(
      [at('09:00'), at('21:00')].map((slot) => slot.toISOString()),
    );
    expect(await pushesOf(id)).toHaveLength(2);

    // A daytime stretch (13:00–14:00) is quiet too: only its own slot is skipped.
    await saveSettings(
      client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 1, from: '07:00', until: '15:00' };
        s.quietHours = { isOn: true, from: '13:00', until: '14:00' };
      }),
    );
    const nextDay = '2031-03-13';
    for (const time of ['12:01', '13:01', '14:01']) await remind(at(time, nextDay));
    const nextDaySlots = (await deliveriesOf(id))
      .map((row) => row.slot.toISOString())
      .filter((slot) => slot.startsWith('2031-03-13'));
    expect(nextDaySlots.sort()).toEqual([at('12:00', nextDay), at('14:00', nextDay)].map((x) => x.toISOString()));
  });

  it('skips a water slot when a glass was logged since the slot before it, and reminds when none was', async () => {
    const { id, client } = await freshClient('su-atla');
    await subscribeBrowser(id);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 2, from: '09:00', until: '15:00' };
      }),
    );
    // A glass at 10:20: the 11:00 slot (since 09:00) is skipped; 13:00 (since 11:00) is not.
    await db()
      .insert(waterIntake)
      .values({ clientId: id, date: DAY, glasses: 1, lastGlassAt: at('10:20') });
    await remind(at('09:01'));
    await remind(at('11:01'));
    await remind(at('13:01'));
    expect((await deliveriesOf(id)).map((row) => row.slot.toISOString()).sort()).toEqual(
      [at('09:00'), at('13:00')].map((slot) => slot.toISOString()),
    );
    // A glass at 14:59 (a minute before 15:00): skipped as well.
    await db()
      .update(waterIntake)
      .set({ glasses: 2, lastGlassAt: at('14:59') })
      .where(eq(waterIntake.clientId, id));
    await remind(at('15:01'));
    expect(await deliveriesOf(id)).toHaveLength(2);
    expect(await pushesOf(id)).toHaveLength(2);

    // The client's glass through the API records its moment.
    const before = Date.now();
    expect((await client.post('/api/me/water', {})).status).toBe(200);
    const [today] = await db()
      .select({ lastGlassAt: waterIntake.lastGlassAt })
      .from(waterIntake)
      .where(and(eq(waterIntake.clientId, id), ne(waterIntake.date, DAY)));
    expect(today?.lastGlassAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('mails the reminder through a real SMTP server when push cannot reach the client and they chose e-mail', async () => {
    const { id, email, client } = await freshClient('eposta');
    await saveSettings(
      client,
      settingsWith((s) => {
        s.weighIn = { isOn: true, day: 'wednesday', time: '08:00' };
        s.isEmailFallbackOn = true;
      }),
    );

    await Promise.all([remind(at('08:05')), remind(at('08:05'))]);
    // Thursday: not the weigh-in day.
    await remind(at('08:05', '2031-03-13'));
    expect(await deliveriesOf(id)).toEqual([expect.objectContaining({ kind: 'weigh_in', channel: 'email' })]);
    expect(await mailsTo(email)).toHaveLength(1);

    const worker = new MailWorker({
      db: db(),
      transport: createSmtpTransport(smtp.url),
      from: 'Denge <bilgi@denge.example>',
    });
    // The outbox may also hold the new clients' welcome mails; the reminder is one of them.
    const sent = await worker.runOnce();
    expect(sent).toBeGreaterThanOrEqual(1);
    await smtp.hasReceived(sent);
    const delivered = smtp.received.find((mail) => mail.recipients.includes(email))!;
    const parsed = await simpleParser(delivered.raw);
    expect(parsed.subject).toBe('Denge Beslenme: Tartılma günü');
    expect(parsed.text).toContain('Merhaba Hatırlatıcı eposta,');
    expect(parsed.text).toContain('Bugün tartılma gününüz.');
    expect(parsed.text).toContain(`${siteOrigin}/kullanici`);
  });

  it('falls back to e-mail when the client muted reminders as push, and sends nothing when neither can carry it', async () => {
    const muted = await freshClient('sessiz');
    await subscribeBrowser(muted.id);
    await db()
      .insert(pushPreferences)
      .values({ clientId: muted.id, mutedKinds: ['reminders'] });
    await saveSettings(
      muted.client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 1, from: '10:00', until: '12:00' };
        s.isEmailFallbackOn = true;
      }),
    );
    const unreachable = await freshClient('ulasilamaz');
    await saveSettings(
      unreachable.client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 1, from: '10:00', until: '12:00' };
      }),
    );
    const mutedWithoutMail = await freshClient('sessiz-eposta-yok');
    await subscribeBrowser(mutedWithoutMail.id);
    await db()
      .insert(pushPreferences)
      .values({ clientId: mutedWithoutMail.id, mutedKinds: ['reminders'] });
    await saveSettings(
      mutedWithoutMail.client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 1, from: '10:00', until: '12:00' };
      }),
    );

    await remind(at('10:00'));
    expect(await deliveriesOf(muted.id)).toEqual([expect.objectContaining({ kind: 'water', channel: 'email' })]);
    expect(await pushesOf(muted.id)).toEqual([]);
    const [mail] = await mailsTo(muted.email);
    expect(mail?.subject).toBe('Denge Beslenme: Su içme zamanı');

    expect(await deliveriesOf(unreachable.id)).toEqual([]);
    expect(await mailsTo(unreachable.email)).toEqual([]);
    expect(await deliveriesOf(mutedWithoutMail.id)).toEqual([]);
    expect(await mailsTo(mutedWithoutMail.email)).toEqual([]);
    expect(await pushesOf(mutedWithoutMail.id)).toEqual([]);
  });

  it('sends no meal reminder to a client who withdrew açık rıza, but still the water reminder', async () => {
    const { id, client } = await freshClient('riza');
    await subscribeBrowser(id);
    const step = await client.post('/api/me/consents', { privacyNoticeAcknowledged: true, explicitConsent: 'given' });
    expect(step.status, JSON.stringify(step.body)).toBeLessThan(300);
    expect((await client.post('/api/me/consents/explicit-consent/withdraw')).status).toBe(200);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.meals.breakfast = { isOn: true, time: '08:30' };
        s.water = { isOn: true, everyHours: 4, from: '08:30', until: '20:30' };
      }),
    );
    await remind(at('08:31'));
    expect((await deliveriesOf(id)).map((row) => row.kind)).toEqual(['water']);
  });

  it('sends a reminder once when two app processes run the job at the same moment, and it reaches the phone', async () => {
    const { id, client } = await freshClient('iki-surec');
    const phone = pushService.newBrowser(`reminders-${id}`);
    const subscribed = await client.put('/api/me/push/subscription', { endpoint: phone.endpoint, keys: phone.keys });
    expect(subscribed.status).toBe(200);
    await saveSettings(
      client,
      settingsWith((s) => {
        s.water = { isOn: true, everyHours: 1, from: '15:00', until: '18:00' };
        s.meals.afternoon_snack = { isOn: true, time: '15:00' };
      }),
    );
    // On PostgreSQL a second connection pool, as another process has; PGlite has one connection.
    const second = await workers.secondDatabase(3);
    const now = at('15:00');
    await Promise.all([remind(now), remind(now, second), remind(now), remind(now, second)]);
    const deliveries = await db()
      .select()
      .from(reminderDeliveries)
      .where(and(eq(reminderDeliveries.clientId, id), eq(reminderDeliveries.slot, now)));
    expect(deliveries.map((row) => row.kind).sort()).toEqual(['meal:afternoon_snack', 'water']);
    expect(await pushesOf(id)).toHaveLength(2);

    // The push worker sends them to a local push service; the phone decrypts each (RFC 8291).
    const [subscription] = await db()
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, phone.endpoint));
    await db().delete(pushOutbox).where(ne(pushOutbox.subscriptionId, subscription!.id));
    const vapid = server.runtime.deps.vapid;
    if (!vapid) throw new Error('a test server has VAPID keys');
    const pushWorker = new PushWorker({ db: db(), vapid, agent: pushService.agent });
    expect(await pushWorker.runOnce()).toBe(2);
    const received = pushService.pushesTo(phone).map((push) => phone.decrypt(push.body));
    expect(received).toHaveLength(2);
    expect(received).toEqual(
      expect.arrayContaining([
        {
          title: 'Su içme zamanı',
          body: expect.any(String),
          url: '/kullanici',
          tag: `reminder-water-${now.toISOString()}`,
        },
        {
          title: 'İkindi ara öğününüzü kaydetmeyi unutmayın',
          body: expect.any(String),
          url: '/kullanici/kalori-gunlugu',
          tag: `reminder-meal:afternoon_snack-${now.toISOString()}`,
        },
      ]),
    );
  });
});
