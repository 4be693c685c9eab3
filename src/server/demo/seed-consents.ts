import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { clients, consentRecords, legalTextVersions } from '../db/schema/index.ts';
import type { LegalTextKind } from '../../shared/legal-text-constants.ts';
import { demoClients } from './demo-accounts.ts';

const CONSENT_DAYS_AGO = 30;

/**
 * The demo clients went through the consent step when they started (ADR 0081): the Aydınlatma Metni
 * acknowledged and açık rıza given, so the demo's client area opens on its screens. Skipped when any
 * consent record exists.
 */
export async function seedConsents(db: Database): Promise<number> {
  const [existing] = await db.select({ value: count() }).from(consentRecords);
  if (Number(existing?.value ?? 0) > 0) return 0;
  const demo = await db
    .select({ id: clients.id })
    .from(clients)
    .where(
      inArray(
        clients.email,
        demoClients.map((client) => client.email),
      ),
    );
  const versionOf = async (kind: LegalTextKind) =>
    (
      await db
        .select({ id: legalTextVersions.id })
        .from(legalTextVersions)
        .where(eq(legalTextVersions.kind, kind))
        .orderBy(desc(legalTextVersions.version))
        .limit(1)
    )[0]?.id;
  const [notice, consent] = [await versionOf('privacy-notice'), await versionOf('explicit-consent')];
  if (!notice || !consent || demo.length === 0) return 0;
  const createdAt = new Date(Date.now() - CONSENT_DAYS_AGO * 86_400_000);
  const common = { channel: 'ilk-giris' as const, ipAddress: '127.0.0.1', userAgent: 'Demo', createdAt };
  await db.insert(consentRecords).values(
    demo.flatMap((client) => [
      { ...common, clientId: client.id, legalTextVersionId: notice, decision: 'acknowledged' as const },
      { ...common, clientId: client.id, legalTextVersionId: consent, decision: 'given' as const },
    ]),
  );
  return demo.length;
}
