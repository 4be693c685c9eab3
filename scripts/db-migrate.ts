// `npm run db:migrate`: applies the committed migrations to DATABASE_URL (or the embedded database).
import { openDatabase } from '../src/server/db/client.ts';
import { parseEnv } from '../src/server/env.ts';

const env = parseEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await database.migrate();
await database.close();
console.log(`[db] ${database.kind} migrated`);
