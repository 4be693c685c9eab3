import { randomBytes } from 'node:crypto';
import { count, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, mailConsents } from '../db/schema/index.ts';
import { demoClients } from './demo-accounts.ts';

/** Demo consents: Ayşe and Zeynep accept the practice's bulk mail, Mehmet has not answered (İYS). */
const CONSENTING_DEMO_EMAILS: string[] = [demoClients[0].email, demoClients[2].email];
const CONSENT_DAYS_AGO = 20;

/** Seeds the bulk-mail consents once: skipped when any consent exists. */
export async function seedMailConsents(db: Database): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(mailConsents);
  if (Number(existing?.value ?? 0) > 0) return 0;
  const consenting = await db
    .select({ id: clients.id })
    .from(clients)
    .where(inArray(clients.email, CONSENTING_DEMO_EMAILS));
  if (consenting.length === 0) return 0;
  const changedAt = new Date(Date.now() - CONSENT_DAYS_AGO * 86_400_000);
  await db.insert(mailConsents).values(
    consenting.map((client) => ({
      clientId: client.id,
      isConsented: true,
      changedAt,
      source: 'client' as const,
      unsubscribeToken: randomBytes(24).toString('base64url'),
    })),
  );
  return consenting.length;
}
