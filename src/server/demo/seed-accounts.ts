import { eq } from 'drizzle-orm';
import { foldForSearch } from '../../shared/text.ts';
import { createAuthUser } from '../auth/accounts.ts';
import type { Database } from '../db/client.ts';
import { adminUsers, authUsers, clients } from '../db/schema/index.ts';
import { DEMO_PASSWORD, demoAdmin, demoClients } from './demo-accounts.ts';
import { toBusinessDay } from '../../shared/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Creates the demo admin and the three demo clients that are missing. Returns how many were made. */
export async function seedDemoAccounts(db: Database): Promise<number> {
  let created = 0;
  if (!(await hasUser(db, demoAdmin.email))) {
    await db.transaction(async (tx) => {
      const { id } = await createAuthUser(tx, {
        email: demoAdmin.email,
        name: `${demoAdmin.name} ${demoAdmin.surname}`,
        password: DEMO_PASSWORD,
        role: 'admin',
      });
      await tx
        .insert(adminUsers)
        .values({ id, email: demoAdmin.email, name: demoAdmin.name, surname: demoAdmin.surname });
    });
    created++;
  }
  for (const client of demoClients) {
    if (await hasUser(db, client.email)) continue;
    await db.transaction(async (tx) => {
      const { id } = await createAuthUser(tx, {
        email: client.email,
        name: client.name,
        password: DEMO_PASSWORD,
        role: 'client',
      });
      await tx.insert(clients).values({
        id,
        name: client.name,
        email: client.email,
        phone: client.phone,
        gender: client.gender,
        age: client.age,
        startDate: toBusinessDay(new Date(Date.now() - client.startDaysAgo * DAY_MS)),
        searchText: foldForSearch(`${client.name} ${client.email}`),
      });
    });
    created++;
  }
  return created;
}

async function hasUser(db: Database, email: string): Promise<boolean> {
  const rows = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
  return rows.length > 0;
}
