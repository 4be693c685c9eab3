import type autocannon from 'autocannon';
import type { ApiClient } from '../tests/support/api-client.ts';

// The programme editor's save under load (issue #40): PATCH /api/admin/nutrition-programs/:clientId
// as the editor's autosave sends it: a meal's text and that meal's food lines, at the version the
// editor holds. Two saves of one programme at once would refuse each other (409, ADR 0053), so every
// request in flight holds a programme of its own (clients made for the bench) and saves it at the
// version its previous save answered: every request is a valid save that writes the meal, replaces its
// lines and totals the week. The versions live outside autocannon, because the warm-up and the
// measured seconds are two runs of the same requests.

export const PROGRAM_SAVE_SCENARIO =
  "programme editor's save, a meal's text and 4 food lines, each save in flight its own programme (admin)";

const FOOD_SEARCHES = ['Haşlanmış yumurta', 'Beyaz peynir', 'Domates', 'Tam buğday ekmeği'];

/** Clients of the bench, each with an empty programme: as many as the load's connections. */
async function makeBenchProgrammes(admin: ApiClient, count: number) {
  const run = Date.now().toString(36);
  const programmes = new Map<string, number>();
  for (let index = 0; index < count; index += 1) {
    const created = await admin.post('/api/admin/clients', {
      name: `Yük Testi Danışanı ${run} ${index + 1}`,
      gender: 'female',
      age: 35,
      email: `yuk.${run}.${index + 1}@ornek.com`,
      password: 'gizli123',
      passwordRepeat: 'gizli123',
      phone: '0532 000 00 00',
    });
    if (created.status !== 201) throw new Error(`bench client not created: ${JSON.stringify(created.body)}`);
    const clientId = (created.body as { client: { id: string } }).client.id;
    const program = await admin.post('/api/admin/nutrition-programs', { clientId });
    if (program.status !== 201) throw new Error(`bench programme not created: ${JSON.stringify(program.body)}`);
    programmes.set(clientId, (program.body as { program: { version: number } }).program.version);
  }
  return programmes;
}

async function benchFoodIds(admin: ApiClient): Promise<string[]> {
  const ids: string[] = [];
  for (const name of FOOD_SEARCHES) {
    const found = await admin.get(`/api/admin/foods?search=${encodeURIComponent(name)}`);
    const item = (found.body as { items: { id: string; name: string }[] }).items.find((food) => food.name === name);
    if (!item) throw new Error(`bench food missing: ${name}`);
    ids.push(item.id);
  }
  return ids;
}

/** The autocannon request of the scenario: each connection saves its own programme at its current version. */
export async function makeProgramSaveRequests(
  baseUrl: string,
  admin: ApiClient,
  connections: number,
): Promise<autocannon.Request[]> {
  // Three programmes a connection: the requests in flight when the warm-up or the measured seconds
  // stop are never answered to autocannon, so theirs are never given back (and their version is unknown).
  const versions = await makeBenchProgrammes(admin, connections * 3 + 10);
  const [egg, cheese, tomato, bread] = await benchFoodIds(admin);
  // Programmes not being saved right now. A request takes one and its answer gives it back with the
  // version it now has: autocannon resets a connection's context after every pass over the requests,
  // so a connection cannot keep one programme; no two requests in flight ever hold the same one.
  const free = [...versions.keys()];
  let save = 0;
  type Connection = { clientId?: string };
  return [
    {
      method: 'PATCH',
      setupRequest: (request, context) => {
        const connection = context as Connection;
        const clientId = free.pop();
        if (!clientId) throw new Error('more saves in flight than bench programmes');
        connection.clientId = clientId;
        save += 1;
        return {
          ...request,
          path: `/api/admin/nutrition-programs/${clientId}`,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            cookie: admin.cookieHeader,
            origin: baseUrl,
            // The answer's version is read back (onResponse gets the body as text): uncompressed.
            'accept-encoding': 'identity',
          },
          body: JSON.stringify({
            version: versions.get(clientId),
            meals: { monday_breakfast: `Şekersiz çay, ılık su; kayıt ${save}` },
            foodLines: {
              monday_breakfast: [
                { foodId: egg, measure: 'medium_piece', measureCount: 1, note: '' },
                { foodId: cheese, grams: 30 + (save % 5) * 5, note: 'az tuzlu' },
                { foodId: tomato, grams: 100, note: '' },
                { foodId: bread, measure: 'slice', measureCount: 2, note: '' },
              ],
            },
          }),
        };
      },
      onResponse: (status, body, context) => {
        const { clientId } = context as Connection;
        if (!clientId) return;
        free.push(clientId);
        if (status === 200)
          versions.set(clientId, (JSON.parse(body) as { program: { version: number } }).program.version);
      },
    },
  ];
}
