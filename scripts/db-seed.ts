// `npm run db:seed`: loads the demo practice on purpose (also on a real PostgreSQL). Idempotent.
import { openDatabase } from '../src/server/db/client.ts';
import { seedDemoPractice } from '../src/server/demo/seed-demo.ts';
import { parseEnv } from '../src/server/env.ts';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
const changed = await seedDemoPractice(database.db);
await database.close();
console.log(changed ? '[seed] demo practice loaded' : '[seed] demo practice already present');
