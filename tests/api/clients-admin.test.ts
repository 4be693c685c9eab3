import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authAccounts,
  authSessions,
  authUsers,
  clientGoals,
  clientMeasurements,
  clients,
  goals,
  notifications,
  waterIntake,
} from '../../src/server/db/schema/index.ts';
import { foldForSearch } from '../../src/shared/text.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { expectSavedOnlyAtReadVersion } from '../support/record-versions.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const rowCounts = async () => ({
  authUsers: (await db().select({ n: count() }).from(authUsers))[0]!.n,
  authAccounts: (await db().select({ n: count() }).from(authAccounts))[0]!.n,
  clients: (await db().select({ n: count() }).from(clients))[0]!.n,
});

let serial = 0;
const newClient = (overrides: Record<string, unknown> = {}) => {
  serial++;
  return {
    name: `Deniz Işık ${serial}`,
    gender: 'female',
    age: 30,
    email: `deniz.${serial}.${Date.now()}@ornek.com`,
    password: 'gizli123',
    passwordRepeat: 'gizli123',
    phone: '0532 111 22 33',
    ...overrides,
  };
};

describe('creating a client (3-step wizard)', () => {
  it('takes a phone as booking and checkout do, and stores it in one form (issue #39 item 10)', async () => {
    for (const [typed, stored] of [
      ['+90 532 111 22 33', '0532 111 22 33'],
      ['(0216) 345-67-89', '0216 345 67 89'],
      ['5321112233', '0532 111 22 33'],
    ]) {
      const response = await admin.post('/api/admin/clients', newClient({ phone: typed }));
      expect(response.status, typed).toBe(201);
      expect(response.body.client.phone, typed).toBe(stored);
    }
  });

  it('creates the sign-in account and the clients row; the client can sign in at once', async () => {
    const input = newClient({ name: 'İrem Öztürk', email: '  Irem.Ozturk@Ornek.com ' });
    const response = await admin.post('/api/admin/clients', input);
    expect(response.status).toBe(201);
    expect(response.body.client).toMatchObject({
      name: 'İrem Öztürk',
      email: 'irem.ozturk@ornek.com',
      phone: '0532 111 22 33',
      gender: 'female',
      age: 30,
      startDate: todayInIstanbul(),
    });
    const [row] = await db().select().from(clients).where(eq(clients.id, response.body.client.id));
    expect(row!.searchText).toBe(foldForSearch('İrem Öztürk irem.ozturk@ornek.com'));
    const [user] = await db().select().from(authUsers).where(eq(authUsers.id, response.body.client.id));
    expect(user).toMatchObject({ email: 'irem.ozturk@ornek.com', role: 'client' });

    const client = await signedIn(server.baseUrl, 'client', 'irem.ozturk@ornek.com', 'gizli123');
    const session = await client.get('/api/auth/session');
    expect(session.body.user).toMatchObject({ id: response.body.client.id, role: 'client' });
  });

  it("answers an e-mail in use with 409 'Bu e-posta adresi zaten kayıtlı.' and writes nothing", async () => {
    for (const email of [demoEmails.clientA, demoEmails.admin, 'DANISAN2@example.com']) {
      const before = await rowCounts();
      const response = await admin.post('/api/admin/clients', newClient({ email }));
      expect(response.status, email).toBe(409);
      expect(response.body.message).toBe('Bu e-posta adresi zaten kayıtlı.');
      expect(await rowCounts()).toEqual(before);
    }
  });

  it.each([
    ['no name', { name: '  ' }, 'Ad soyad gerekli.'],
    ['no gender', { gender: undefined }, 'Cinsiyet seçin.'],
    ['an unknown gender', { gender: 'other' }, 'Cinsiyet seçin.'],
    ['no age', { age: '' }, 'Yaş gerekli.'],
    ['age above 120', { age: 121 }, 'Yaş 0 ile 120 arasında olmalıdır.'],
    ['a negative age', { age: -1 }, 'Yaş 0 ile 120 arasında olmalıdır.'],
    ['a fractional age', { age: 30.5 }, 'Yaş tam sayı olmalıdır.'],
    ['no e-mail', { email: '' }, 'E-posta adresi gerekli.'],
    [
      'an e-mail without domain suffix',
      { email: 'ali@ornek' },
      'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).',
    ],
    [
      'an e-mail with a one-letter suffix',
      { email: 'ali@ornek.c' },
      'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).',
    ],
    [
      'an e-mail with Turkish letters',
      { email: 'şule@ornek.com' },
      'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).',
    ],
    ['a short password', { password: '12345', passwordRepeat: '12345' }, 'Şifre en az 6 karakter olmalıdır.'],
    ['no password repeat', { passwordRepeat: '' }, 'Şifre tekrarı gerekli.'],
    ['different passwords', { passwordRepeat: 'baska123' }, 'Şifreler eşleşmiyor'],
    ['no phone', { phone: '' }, 'Telefon numarası gerekli.'],
    ['a phone with letters', { phone: 'telefon yok' }, 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).'],
    // Issue #39 item 10: one phone rule for the product, a Turkish mobile or landline.
    ['a phone of 7 digits', { phone: '123 45 67' }, 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).'],
    ['a foreign phone', { phone: '+44 20 7946 0958' }, 'Geçerli bir telefon numarası girin (ör. 0532 123 45 67).'],
  ])('refuses %s with a Turkish 400 and writes nothing', async (_case, overrides, message) => {
    const before = await rowCounts();
    const response = await admin.post('/api/admin/clients', newClient(overrides));
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a body that is not JSON with a Turkish 400', async () => {
    const before = await rowCounts();
    const response = await admin.request('POST', '/api/admin/clients', '{bozuk', {
      'content-type': 'application/json',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('İstek gövdesi okunamadı. Lütfen formu tekrar gönderin.');
    expect(await rowCounts()).toEqual(before);
  });
});

describe("the wizard's account step, judged on that step (issue #39)", () => {
  const tooCommon = 'Bu şifre çok yaygın ve kolayca tahmin edilebilir. Lütfen başka bir şifre seçin.';

  it('accepts a free e-mail with an allowed password and writes nothing', async () => {
    const before = await rowCounts();
    const { email, password, passwordRepeat } = newClient();
    const response = await admin.post('/api/admin/clients/account-check', { email, password, passwordRepeat });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect(await rowCounts()).toEqual(before);
  });

  it('answers a common password and an e-mail in use under their fields, as creating the client does', async () => {
    const before = await rowCounts();
    const common = await admin.post('/api/admin/clients/account-check', {
      email: `yeni.${Date.now()}@ornek.com`,
      password: '123456',
      passwordRepeat: '123456',
    });
    expect(common.status).toBe(400);
    expect(common.body).toMatchObject({ message: tooCommon, fieldErrors: { password: tooCommon } });
    const taken = await admin.post('/api/admin/clients/account-check', {
      email: demoEmails.clientA,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
    });
    expect(taken.status).toBe(409);
    expect(taken.body.fieldErrors.email).toBe(taken.body.message);
    const differ = await admin.post('/api/admin/clients/account-check', {
      email: `yeni2.${Date.now()}@ornek.com`,
      password: 'gizli123',
      passwordRepeat: 'baska123',
    });
    expect(differ.status).toBe(400);
    expect(differ.body.fieldErrors).toEqual({ passwordRepeat: 'Şifreler eşleşmiyor' });
    // Creating the client answers the common password on its field too (the form shows one message).
    const create = await admin.post('/api/admin/clients', newClient({ password: '123456', passwordRepeat: '123456' }));
    expect(create.status).toBe(400);
    expect(create.body.fieldErrors).toEqual({ password: tooCommon });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('the client list', () => {
  it('pages newest first and searches by name or e-mail, Turkish-aware', async () => {
    const stamp = Date.now();
    const made: string[] = [];
    for (const name of ['Şebnem Işıkçı', 'Ilgaz İnce', 'Çağla Güneş']) {
      const response = await admin.post(
        '/api/admin/clients',
        newClient({ name, email: `liste.${made.length}.${stamp}@ornek.com` }),
      );
      made.push(response.body.client.id);
    }
    const firstPage = await admin.get('/api/admin/clients?limit=2');
    expect(firstPage.status).toBe(200);
    expect(firstPage.body.items.map((c: { id: string }) => c.id)).toEqual([made[2], made[1]]);
    expect(firstPage.body.pageSize).toBe(2);
    const total = firstPage.body.total;
    expect(total).toBeGreaterThanOrEqual(made.length);
    const secondPage = await admin.get('/api/admin/clients?limit=2&page=2');
    expect(secondPage.body.items[0].id).toBe(made[0]);

    // 'ISIKÇI' (capital dotless I) finds 'Işıkçı'; 'ilgaz' finds 'Ilgaz'; the e-mail finds its client.
    const byFoldedName = await admin.get(`/api/admin/clients?search=${encodeURIComponent('IŞIKÇI')}`);
    expect(byFoldedName.body.items.map((c: { name: string }) => c.name)).toEqual(['Şebnem Işıkçı']);
    const byDottedI = await admin.get(`/api/admin/clients?search=${encodeURIComponent('ilgaz i̇nce')}`);
    expect(byDottedI.body.total).toBe(1);
    const byEmail = await admin.get(`/api/admin/clients?search=${encodeURIComponent(`liste.2.${stamp}`)}`);
    expect(byEmail.body.items.map((c: { name: string }) => c.name)).toEqual(['Çağla Güneş']);
    const none = await admin.get('/api/admin/clients?search=%25%25');
    expect(none.body).toMatchObject({ items: [], total: 0, page: 1 });
  });

  it('refuses a bad page with a Turkish 400', async () => {
    const response = await admin.get('/api/admin/clients?page=0');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Sayfa numarası 1 veya daha büyük olmalıdır.');
  });
});

describe('editing a client', () => {
  it('updates the row, the search text and the sign-in e-mail together', async () => {
    const created = (await admin.post('/api/admin/clients', newClient())).body.client;
    const update = {
      name: 'Ömer Şahin',
      email: `omer.${Date.now()}@ornek.com`,
      phone: '0505 999 88 77',
      gender: 'male',
      age: 45,
    };
    const response = await admin.put(`/api/admin/clients/${created.id}`, { ...update, version: created.version });
    expect(response.status).toBe(200);
    expect(response.body.client).toMatchObject({ ...update, version: created.version + 1 });
    const [row] = await db().select().from(clients).where(eq(clients.id, created.id));
    expect(row!.searchText).toBe(foldForSearch(`Ömer Şahin ${update.email}`));
    const [user] = await db().select().from(authUsers).where(eq(authUsers.id, created.id));
    expect(user).toMatchObject({ email: update.email, name: 'Ömer Şahin' });
    // The new e-mail signs in; the old one no longer does.
    await signedIn(server.baseUrl, 'client', update.email, 'gizli123');
    const old = await admin.post('/api/auth/client/sign-in', { email: created.email, password: 'gizli123' });
    expect(old.status).toBe(401);
  });

  it('keeps its own e-mail and refuses one in use (409), invalid input (400), and an unknown id (404), changing nothing', async () => {
    const created = (await admin.post('/api/admin/clients', newClient())).body.client;
    const base = { name: created.name, email: created.email, phone: created.phone, gender: created.gender, age: 31 };
    expect((await admin.put(`/api/admin/clients/${created.id}`, { ...base, version: created.version })).status).toBe(
      200,
    );
    const version = created.version + 1;

    const snapshot = async () => ({
      client: (await db().select().from(clients).where(eq(clients.id, created.id)))[0],
      user: (await db().select().from(authUsers).where(eq(authUsers.id, created.id)))[0],
    });
    const before = await snapshot();
    const taken = await admin.put(`/api/admin/clients/${created.id}`, {
      ...base,
      version,
      name: 'Başka',
      email: demoEmails.clientB,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Bu e-posta adresi zaten kayıtlı.');
    for (const [bad, message] of [
      [{ age: 200 }, 'Yaş 0 ile 120 arasında olmalıdır.'],
      [{ name: '' }, 'Ad soyad gerekli.'],
      [{ phone: '' }, 'Telefon numarası gerekli.'],
      [{ email: 'yanlis' }, 'Geçerli bir e-posta adresi girin (ör. ad.soyad@ornek.com).'],
      [{ gender: 'x' }, 'Cinsiyet seçin.'],
    ] as const) {
      const response = await admin.put(`/api/admin/clients/${created.id}`, {
        ...base,
        version,
        name: 'Değişmemeli',
        ...bad,
      });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);

    const unknown = await admin.put(`/api/admin/clients/${crypto.randomUUID()}`, { ...base, version });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
  });

  it("never edits an admin's account through the client route", async () => {
    const [adminUser] = await db().select().from(authUsers).where(eq(authUsers.email, demoEmails.admin));
    const response = await admin.put(`/api/admin/clients/${adminUser!.id}`, {
      name: 'X',
      email: 'x@ornek.com',
      phone: '0532 111 22 33',
      gender: 'male',
      age: 40,
      version: 1,
    });
    expect(response.status).toBe(404);
    const [after] = await db().select().from(authUsers).where(eq(authUsers.id, adminUser!.id));
    expect(after!.email).toBe(demoEmails.admin);
  });
});

describe('two tabs editing one client (issue #39)', () => {
  it('saves the edit form only at the version it read: a stale save is a 409 that writes nothing', async () => {
    const created = (await admin.post('/api/admin/clients', newClient())).body.client;
    const path = `/api/admin/clients/${created.id}`;
    const edit = { name: created.name, email: created.email, phone: created.phone, gender: created.gender, age: 31 };
    await expectSavedOnlyAtReadVersion(admin, {
      method: 'PUT',
      path,
      read: async () => (await admin.get(path)).body.client,
      first: { ...edit, name: 'Birinci Sekme' },
      second: { ...edit, phone: '0533 222 33 44' },
      savedOf: (body) => body.client,
    });
    expect((await admin.get(path)).body.client).toMatchObject({ name: created.name, phone: '0533 222 33 44' });
  });

  it("moves the version on when the client changes it from their own profile, so the dietitian's stale form cannot undo it", async () => {
    const password = 'Profil.Sifre-2468';
    const created = (await admin.post('/api/admin/clients', newClient({ password, passwordRepeat: password }))).body
      .client;
    const caller = await signedIn(server.baseUrl, 'client', created.email, password);
    const newEmail = `profil.${Date.now()}@ornek.com`;
    const changed = await caller.put('/api/me/profile/email', { email: newEmail, currentPassword: password });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const stale = await admin.put(`/api/admin/clients/${created.id}`, {
      name: created.name,
      email: created.email,
      phone: created.phone,
      gender: created.gender,
      age: created.age,
      version: created.version,
    });
    expect(stale.status).toBe(409);
    expect((await admin.get(`/api/admin/clients/${created.id}`)).body.client.email).toBe(newEmail);
  });

  it('reads one client for the form, 404 for an unknown one', async () => {
    const created = (await admin.post('/api/admin/clients', newClient())).body.client;
    const one = await admin.get(`/api/admin/clients/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.body.client).toEqual(created);
    const unknown = await admin.get(`/api/admin/clients/${crypto.randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Danışan bulunamadı.');
  });
});

describe('deleting a client', () => {
  it('removes the account, sessions and personal rows, and keeps sent notifications without a client', async () => {
    const input = newClient();
    const created = (await admin.post('/api/admin/clients', input)).body.client;
    const id: string = created.id;
    await signedIn(server.baseUrl, 'client', input.email, input.password);
    const [goal] = await db().insert(goals).values({ title: 'Su iç', type: 'water', targetValue: 8 }).returning();
    await db().insert(clientGoals).values({ clientId: id, goalId: goal!.id, startDate: todayInIstanbul() });
    await db().insert(waterIntake).values({ clientId: id, date: todayInIstanbul(), glasses: 3 });
    await db().insert(clientMeasurements).values({
      clientId: id,
      measurementDate: todayInIstanbul(),
      weight: 70,
      fatRatio: 25,
      waterRatio: 50,
      muscleRatio: 35,
      bodyComposition: 20,
      bellyFat: 10,
      boneMass: 3,
      dailyCalories: 1800,
      metabolicAge: 30,
      chest: 95,
      waist: 80,
      hip: 100,
    });
    const [sent] = await db()
      .insert(notifications)
      .values({ clientId: id, title: 'Merhaba', message: 'Hoş geldiniz' })
      .returning();
    expect((await db().select().from(authSessions).where(eq(authSessions.userId, id))).length).toBeGreaterThan(0);

    const response = await admin.delete(`/api/admin/clients/${id}`);
    expect(response.status).toBe(200);
    for (const [table, column] of [
      [authUsers, authUsers.id],
      [authAccounts, authAccounts.userId],
      [authSessions, authSessions.userId],
      [clients, clients.id],
      [clientGoals, clientGoals.clientId],
      [waterIntake, waterIntake.clientId],
      [clientMeasurements, clientMeasurements.clientId],
    ] as const) {
      expect(await db().select().from(table).where(eq(column, id))).toEqual([]);
    }
    const [kept] = await db().select().from(notifications).where(eq(notifications.id, sent!.id));
    expect(kept).toMatchObject({ clientId: null, title: 'Merhaba' });
    const signIn = await admin.post('/api/auth/client/sign-in', { email: input.email, password: input.password });
    expect(signIn.status).toBe(401);

    const again = await admin.delete(`/api/admin/clients/${id}`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Danışan bulunamadı.');
  });

  it("refuses to delete an admin's account or a malformed id", async () => {
    const [adminUser] = await db().select().from(authUsers).where(eq(authUsers.email, demoEmails.admin));
    const before = await rowCounts();
    expect((await admin.delete(`/api/admin/clients/${adminUser!.id}`)).status).toBe(404);
    expect((await admin.delete('/api/admin/clients/not-a-uuid')).status).toBe(404);
    expect(await rowCounts()).toEqual(before);
  });
});
