import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitSalts, visitorDays } from '../../src/server/db/schema/index.ts';
import { MAX_COUNTED_VIEWS_PER_VISITOR_DAY } from '../../src/server/modules/visits/visits-service.ts';
import { todayInIstanbul } from '../../src/shared/dates.ts';
import { ApiClient, demoEmails, signedIn } from '../support/api-client.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  // Behind a trusted proxy, so each test visitor can come from its own address.
  server = await startTestServer({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await server?.close();
});

const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0';
const safari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function view(path: string, ip: string, userAgent: string) {
  return new ApiClient(server.baseUrl).request(
    'POST',
    '/api/visits',
    { path },
    {
      'user-agent': userAgent,
      'x-forwarded-for': ip,
    },
  );
}

describe('visitor counter', () => {
  it('counts real page views as distinct daily visitors and ignores bots and non-public pages', async () => {
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const before = (await admin.get('/api/admin/dashboard')).body.visitors;
    expect(before).toMatchObject({ onlineNow: 0, today: 0, thisMonth: 0, total: 0 });

    // Three people: one reads three pages, two read one each.
    for (const path of ['/', '/randevu', '/blog/saglikli-beslenme'])
      expect((await view(path, '203.0.113.5', firefox)).status).toBe(200);
    await view('/', '203.0.113.6', firefox);
    await view('/randevu', '203.0.113.9', safari);
    // Not visitors: crawlers, scripts, headless browsers, admin pages, unknown paths.
    await view('/', '198.51.100.1', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await view('/', '198.51.100.2', 'curl/8.5.0');
    await view(
      '/',
      '198.51.100.3',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36',
    );
    await view('/', '198.51.100.4', '');
    await view('/panel', '203.0.113.7', firefox);
    await view('/yok-boyle-sayfa', '203.0.113.8', firefox);

    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.status).toBe(200);
    const visitors = dashboard.body.visitors;
    expect(visitors).toMatchObject({ onlineNow: 3, today: 3, thisMonth: 3, total: 3 });
    expect(visitors.last30Days).toHaveLength(30);
    expect(visitors.last30Days.at(-1)).toEqual({ day: todayInIstanbul(), visitors: 3 });
    expect(visitors.last30Days.slice(0, -1).every((entry: { visitors: number }) => entry.visitors === 0)).toBe(true);

    // Nothing personal is stored: only the hash, and one row per visitor and day.
    const rows = await server.runtime.deps.db.select().from(visitorDays);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.views).sort()).toEqual([1, 1, 3]);
    for (const row of rows) expect(JSON.stringify(row)).not.toMatch(/203\.0\.113|Firefox|Safari/);
    expect(await server.runtime.deps.db.select().from(visitSalts)).toHaveLength(1);
  });

  it('counts older days in the month, the total and the chart, but not as online', async () => {
    const db = server.runtime.deps.db;
    const today = todayInIstanbul();
    const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const longAgo = '2020-01-15';
    await db.insert(visitorDays).values([
      { day: yesterday, visitorHash: 'dun-1', lastSeenAt: new Date(Date.now() - 86_400_000) },
      { day: yesterday, visitorHash: 'dun-2', lastSeenAt: new Date(Date.now() - 86_400_000) },
      { day: longAgo, visitorHash: 'eski', lastSeenAt: new Date('2020-01-15T10:00:00Z') },
    ]);
    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const { visitors } = (await admin.get('/api/admin/dashboard')).body;
    const isSameMonth = yesterday.slice(0, 7) === today.slice(0, 7);
    expect(visitors).toMatchObject({ onlineNow: 3, today: 3, thisMonth: isSameMonth ? 5 : 3, total: 6 });
    expect(visitors.last30Days.at(-2)).toEqual({ day: yesterday, visitors: 2 });
  });

  it('refuses a malformed view in Turkish and writes nothing', async () => {
    const response = await new ApiClient(server.baseUrl).request(
      'POST',
      '/api/visits',
      { path: 'randevu' },
      { 'user-agent': firefox },
    );
    expect(response.status).toBe(400);
    expect((await server.runtime.deps.db.select().from(visitorDays)).length).toBe(6);
  });
});

describe('visitor counter under a flood from one address (ADR 0063)', () => {
  const today = () => todayInIstanbul();
  const todaysRows = async () =>
    (await server.runtime.deps.db.select().from(visitorDays)).filter((row) => row.day === today());
  const browser = (index: number) =>
    `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + index}.0.${index}.0 Safari/537.36`;

  it('counts one address rotating its user agent as one visitor, and stops counting its views at the cap', async () => {
    const before = await todaysRows();
    for (let index = 0; index < 300; index += 1) {
      const response = await view('/', '192.0.2.50', browser(index));
      // Past the cap the beacon is answered as before: the browser ignores it and a bot learns nothing.
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ok: true });
    }
    const rows = await todaysRows();
    expect(rows).toHaveLength(before.length + 1);
    const added = rows.find((row) => !before.some((old) => old.visitorHash === row.visitorHash))!;
    expect(added.views).toBe(MAX_COUNTED_VIEWS_PER_VISITOR_DAY);
    expect(MAX_COUNTED_VIEWS_PER_VISITOR_DAY).toBeLessThan(300);

    const admin = await signedIn(server.baseUrl, 'admin', demoEmails.admin);
    const { visitors } = (await admin.get('/api/admin/dashboard')).body;
    expect(visitors.today).toBe(before.length + 1);
    expect(visitors.last30Days.at(-1)).toEqual({ day: today(), visitors: before.length + 1 });
  });

  it('counts two addresses as two visitors, and an IPv6 /64 as one', async () => {
    const before = (await todaysRows()).length;
    await view('/', '192.0.2.61', firefox);
    await view('/', '192.0.2.62', firefox);
    await view('/', '2001:db8:77:1::10', firefox);
    await view('/', '2001:db8:77:1:abcd::99', safari);
    expect((await todaysRows()).length).toBe(before + 3);
  });
});
