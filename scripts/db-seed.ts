// `npm run db:seed`: loads the demo practice on purpose (also on a real PostgreSQL), once per database:
// a second run, or a run on a database that already had it, changes nothing (ADR 0055).
import { openDatabase } from '../src/server/db/client.ts';
import { loadDemoPracticeOnce } from '../src/server/demo/seed-demo.ts';
import { addNewCuratedFoods } from '../src/server/modules/foods/foods-curated-service.ts';
import { parseEnv } from '../src/server/env.ts';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
// The demo's programmes and diary name curated foods: they are there first (as at every start).
await addNewCuratedFoods(database.db);
const isLoaded = await loadDemoPracticeOnce(database.db);
await database.close();
console.log(isLoaded ? '[seed] demo practice loaded' : '[seed] demo practice was loaded before: nothing changed');
