import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointments,
  clientMeasurements,
  clients,
  calorieDiary,
  exercises,
  foodItems,
  goals,
  notifications,
  products,
} from '../../src/server/db/schema/index.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { textMessages } from '../../src/shared/fields/text-field.ts';
import { type ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { measurementValues } from '../support/clinical-fixtures.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

// Issue #16, findings 2, 4 and 7: dates, control characters and numeric strings. Each bad input is a
// Turkish 400 and writes nothing; before the fix these were 500s or silently odd values.

let server: TestServer;
let admin: ApiClient;
let client: ApiClient;
let clientId: string;
let foodItemId: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
  client = await signedIn(server.baseUrl, 'client', demoEmails.clientA);
  clientId = await server.userIdOf(demoEmails.clientA);
  const [food] = await server.runtime.deps.db.select({ id: foodItems.id }).from(foodItems).limit(1);
  foodItemId = food!.id;
});
afterAll(async () => {
  await server?.close();
});

const db = () => server.runtime.deps.db;
const rowCount = async (
  table: typeof clients | typeof calorieDiary | typeof goals | typeof notifications | typeof clientMeasurements,
) => (await db().select({ n: count() }).from(table))[0]!.n;

const tomorrow = () => new Date(Date.parse(`${todayInIstanbul()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function expectTurkish400(response: { status: number; body: any }) {
  expect(response.status).toBe(400);
  expect(response.body.code).toBe('validation');
  expect(typeof response.body.message).toBe('string');
}

describe('finding 2: dates are real calendar days within a sane window', () => {
  const badDays = ['0000-01-01', '0001-01-01', '1899-12-31', '9999-12-31', '2026-02-30', '2026-13-01', '+02026-01-01'];

  it.each(badDays)('GET /api/me/diary?date=%s is a Turkish 400', async (day) => {
    expectTurkish400(await client.get(`/api/me/diary?date=${encodeURIComponent(day)}`));
  });

  it.each(badDays)('GET /api/admin/diary/:id?date=%s is a Turkish 400', async (day) => {
    expectTurkish400(await admin.get(`/api/admin/diary/${clientId}?date=${encodeURIComponent(day)}`));
  });

  it('refuses diary days before 2000 and after today in Istanbul, reads and writes today', async () => {
    const before = await rowCount(calorieDiary);
    for (const date of ['0000-01-01', '1999-12-31', tomorrow(), '2200-01-01']) {
      const response = await client.post('/api/me/diary', {
        foodItemId,
        date,
        mealType: 'breakfast',
        portionGrams: 100,
      });
      expectTurkish400(response);
    }
    expect(await rowCount(calorieDiary)).toBe(before);
    expect((await client.get(`/api/me/diary?date=${tomorrow()}`)).body.message).toBe('Gelecekteki bir gün seçilemez.');
    expect((await client.get(`/api/me/diary?date=${todayInIstanbul()}`)).status).toBe(200);
    expect((await client.get('/api/me/diary?date=2000-01-01')).status).toBe(200);
  });

  it('refuses goal dates outside the window (year 0000, beyond 2100)', async () => {
    const before = await rowCount(goals);
    const goal = (overrides: Record<string, unknown>) => ({
      title: 'Tarih denemesi',
      type: 'water',
      targetValue: 8,
      startDate: todayInIstanbul(),
      endDate: null,
      clientIds: [clientId],
      ...overrides,
    });
    for (const overrides of [{ startDate: '0000-01-01' }, { endDate: '0000-01-01' }, { endDate: '9999-12-31' }]) {
      expectTurkish400(await admin.post('/api/admin/goals', goal(overrides)));
    }
    expect(await rowCount(goals)).toBe(before);
  });

  it('refuses a year-0000 measurement date', async () => {
    const response = await admin.post('/api/admin/measurements', {
      clientId,
      ...measurementValues({ measurementDate: '0000-01-01' }),
    });
    expectTurkish400(response);
  });
});

describe('finding 4: control characters in text are a Turkish 400', () => {
  const nul = 'a\u0000b';

  it('refuses NUL and other control characters in goal, notification and client texts', async () => {
    const counts = async () => [await rowCount(goals), await rowCount(notifications), await rowCount(clients)];
    const before = await counts();
    const goal = { type: 'water', targetValue: 8, startDate: todayInIstanbul(), clientIds: [clientId] };
    for (const response of [
      await admin.post('/api/admin/goals', { ...goal, title: nul }),
      await admin.post('/api/admin/goals', { ...goal, title: 'Su', description: `x${'\u0000'}` }),
      await admin.post('/api/admin/goals', { ...goal, title: 'Su\u001b[31m' }),
      await admin.post('/api/admin/notifications', { title: nul, message: 'm', recipients: { all: true } }),
      await admin.post('/api/admin/notifications', { title: 't', message: nul, recipients: { all: true } }),
      await admin.post('/api/admin/clients', newClient({ name: nul })),
      await admin.post('/api/admin/clients', newClient({ phone: '0532\u0000 111 22 33' })),
      await admin.put(`/api/admin/clients/${clientId}`, {
        name: `Ayşe${'\u0000'}`,
        email: demoEmails.clientA,
        phone: '0532 111 22 33',
        gender: 'female',
        age: 30,
      }),
    ]) {
      expectTurkish400(response);
      expect(response.body.message).toBe(textMessages.controlCharacters);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps line breaks in multi-line texts', async () => {
    const response = await admin.post('/api/admin/notifications', {
      title: 'Satırlar',
      message: 'Birinci satır\nİkinci satır',
      recipients: { clientIds: [clientId] },
    });
    expect(response.status).toBe(201);
  });

  it.each([
    '/api/admin/clients?search=%00',
    '/api/admin/clients?search=a%00b',
    '/api/admin/clients/options?search=%00',
    '/api/admin/clients/options?search=%1F',
  ])('GET %s is a Turkish 400', async (path) => {
    const response = await admin.get(path);
    expectTurkish400(response);
    expect(response.body.message).toBe(textMessages.controlCharacters);
  });
});

describe('finding 7: numbers are plain decimals (a Turkish comma allowed)', () => {
  it.each([' ', '0x1F4', '0b11', '1e1', '0o7', 'Infinity', '1,2,3', '12.', '.5', '٣'])(
    'refuses the measurement value %j',
    async (value) => {
      const before = await rowCount(clientMeasurements);
      const response = await admin.post('/api/admin/measurements', {
        clientId,
        ...measurementValues({ dailyCalories: value }),
      });
      expectTurkish400(response);
      expect(await rowCount(clientMeasurements)).toBe(before);
    },
  );

  it.each([' ', '0x1E', '0b11', '1e1', '3e1'])('refuses the age %j', async (age) => {
    const before = await rowCount(clients);
    expectTurkish400(await admin.post('/api/admin/clients', newClient({ age })));
    expect(await rowCount(clients)).toBe(before);
  });

  it('accepts plain decimals with a dot or a Turkish comma, and typed whole numbers', async () => {
    const response = await admin.post('/api/admin/measurements', {
      clientId,
      ...measurementValues({ weight: ' 72,5 ', waist: '80.4', dailyCalories: '2100' }),
    });
    expect(response.status).toBe(201);
    expect(response.body.measurement).toMatchObject({ weight: 72.5, waist: 80.4, dailyCalories: 2100 });
    expect((await admin.post('/api/admin/clients', newClient({ age: '34' }))).status).toBe(201);
  });

  it.each(['page=0x2', 'page=1e1', 'page=%20', 'limit=0b11'])('refuses the query number %s', async (query) => {
    expectTurkish400(await admin.get(`/api/admin/clients?${query}`));
  });
});

describe('issue #38, finding 6: NUL bytes and malformed escapes are a 4xx, never a 500', () => {
  const nul = 'a\u0000b';

  it.each(['/uploads/%zz', '/uploads/%', '/uploads/product/%E0%A4%A/800.webp'])(
    'GET %s is a 404 (a malformed escape names no file)',
    async (path) => {
      expect((await fetch(server.baseUrl + path)).status).toBe(404);
    },
  );

  it.each(['/api/content/blog-posts/%00', '/api/content/blog-posts/a%00b'])('GET %s is a Turkish 400', async (path) => {
    expectTurkish400(await client.get(path));
  });

  it('GET /api/admin/foods?search=%00 is a Turkish 400', async () => {
    const response = await admin.get('/api/admin/foods?search=%00');
    expectTurkish400(response);
    expect(response.body.message).toBe(textMessages.controlCharacters);
  });

  it('refuses a NUL byte in the texts of exercises, foods and appointments, writing nothing', async () => {
    const counts = async () => [
      (await db().select({ n: count() }).from(exercises))[0]!.n,
      (await db().select({ n: count() }).from(foodItems))[0]!.n,
      (await db().select({ n: count() }).from(appointments))[0]!.n,
    ];
    const before = await counts();
    const exercise = {
      name: 'Plank',
      description: '',
      category: 'strength',
      duration: 60,
      gifUrl: '/exercises/plank.svg',
    };
    const food = {
      name: 'Yulaf',
      category: 'bread_grains',
      calories: 370,
      protein: 13,
      carbs: 60,
      fat: 7,
      servingSize: 100,
    };
    const appointment = {
      clientName: 'Ayşe Yılmaz',
      phone: '0532 111 22 33',
      purpose: 'weight_loss',
      date: tomorrow(),
      time: '10:00',
    };
    for (const response of [
      await admin.post('/api/admin/exercises', { ...exercise, name: nul }),
      await admin.post('/api/admin/exercises', { ...exercise, description: nul }),
      await admin.post('/api/admin/exercises', { ...exercise, gifUrl: '/exercises/a\u0000.svg' }),
      await admin.post('/api/admin/exercises', { ...exercise, gifUrl: '', imageKey: nul }),
      await admin.post('/api/admin/foods', { ...food, name: nul }),
      await admin.post('/api/admin/appointments', { ...appointment, clientName: nul }),
      await admin.post('/api/admin/appointments', { ...appointment, phone: '0532 111 22 33\u0000' }),
      await fetch(`${server.baseUrl}/api/appointments`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.baseUrl },
        body: JSON.stringify({ ...appointment, clientName: nul }),
      }).then(async (answer) => ({ status: answer.status, body: await answer.json() })),
    ]) {
      expectTurkish400(response);
    }
    expect(await counts()).toEqual(before);
  });

  it("refuses a NUL byte in a programme's texts and in a product's image key", async () => {
    const created = await admin.post('/api/admin/nutrition-programs', { clientId });
    const program =
      created.status === 201
        ? created.body.program
        : (await admin.get(`/api/admin/nutrition-programs/${clientId}`)).body.program;
    const version = program.version as number;
    for (const input of [{ notes: nul }, { meals: { monday_breakfast: nul } }]) {
      expectTurkish400(await admin.patch(`/api/admin/nutrition-programs/${clientId}`, { version, ...input }));
    }
    expect((await admin.get(`/api/admin/nutrition-programs/${clientId}`)).body.program.version).toBe(version);

    const [product] = await db().select({ id: products.id, imageKey: products.imageKey }).from(products).limit(1);
    expectTurkish400(await admin.put(`/api/admin/products/${product!.id}/image`, { imageKey: nul }));
    const [after] = await db()
      .select({ imageKey: products.imageKey })
      .from(products)
      .where(eq(products.id, product!.id));
    expect(after!.imageKey).toBe(product!.imageKey);
  });
});

let clientSerial = 0;
function newClient(overrides: Record<string, unknown> = {}) {
  clientSerial += 1;
  return {
    name: 'Girdi Danışanı',
    gender: 'female',
    age: 30,
    email: `girdi.${clientSerial}.${Date.now()}@ornek.com`,
    password: 'gizli123',
    passwordRepeat: 'gizli123',
    phone: '0532 111 22 33',
    ...overrides,
  };
}
