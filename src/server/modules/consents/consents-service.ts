import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ConsentChannel, ConsentDecision, ExplicitConsentState } from '../../../shared/consent-constants.ts';
import type { LegalTextKind } from '../../../shared/legal-text-constants.ts';
import type {
  ClientConsents,
  ConsentRecord,
  ConsentText,
  MyConsents,
  RecordConsentStep,
} from '../../../shared/schemas/consents.ts';
import type { Database } from '../../db/client.ts';
import { clients, consentRecords, legalTextVersions } from '../../db/schema/index.ts';
import { AppError, conflict, notFound } from '../../errors.ts';
import { publicRichText } from '../../rich-text/sanitizer.ts';
import { legalTextsErrorMessages } from '../legal-texts/legal-texts-service.ts';

// Consent with proof (issue #43, ADR 0081). Each decision is a new row naming the exact version of
// the text; a row changes only to mark the withdrawal of an açık rıza (a trigger refuses the rest).
// "A new version needs consent again" when the dietitian ticked 'Danışanlardan yeniden onay iste' on
// it: a client whose last decision is about a version before the newest such version is asked again.

export const consentsErrorMessages = {
  alreadyGiven: 'Açık rızanız zaten verilmiş durumda.',
  nothingToWithdraw: 'Geri çekilecek bir açık rızanız bulunmuyor.',
  healthDataRefused:
    'Sağlık verilerinizin işlenmesine açık rıza vermediğiniz için bu kayıt yapılamaz. Profil sayfasındaki Onaylarım bölümünden açık rıza verebilirsiniz.',
  clientNotFound: 'Danışan bulunamadı.',
} as const;

/** Where a decision was made: the request's address and browser, kept as the proof's "from where". */
export type ConsentOrigin = { ipAddress: string; userAgent: string };

const USER_AGENT_MAX = 500;
const originValues = (origin: ConsentOrigin) => ({
  ipAddress: origin.ipAddress.slice(0, 100),
  userAgent: origin.userAgent.slice(0, USER_AGENT_MAX),
});

type VersionRow = typeof legalTextVersions.$inferSelect;

/** The version in force of a kind and the lowest version a decision must be about to still count. */
async function readRequirement(db: Database, kind: LegalTextKind): Promise<{ current: VersionRow; floor: number }> {
  const [current] = await db
    .select()
    .from(legalTextVersions)
    .where(eq(legalTextVersions.kind, kind))
    .orderBy(desc(legalTextVersions.version))
    .limit(1);
  if (!current) throw notFound(legalTextsErrorMessages.notFound);
  const [floor] = await db
    .select({
      version: sql<number>`coalesce(max(${legalTextVersions.version}) filter (where ${legalTextVersions.requiresReconsent}), min(${legalTextVersions.version}))::int`,
    })
    .from(legalTextVersions)
    .where(eq(legalTextVersions.kind, kind));
  return { current, floor: floor?.version ?? 1 };
}

const recordColumns = {
  id: consentRecords.id,
  kind: legalTextVersions.kind,
  version: legalTextVersions.version,
  versionPublishedAt: legalTextVersions.publishedAt,
  decision: consentRecords.decision,
  channel: consentRecords.channel,
  createdAt: consentRecords.createdAt,
  withdrawnAt: consentRecords.withdrawnAt,
};

type RecordRow = {
  id: string;
  kind: LegalTextKind;
  version: number;
  versionPublishedAt: Date;
  decision: ConsentDecision;
  channel: ConsentChannel;
  createdAt: Date;
  withdrawnAt: Date | null;
};

const toConsentRecord = (row: RecordRow): ConsentRecord => ({
  ...row,
  versionPublishedAt: row.versionPublishedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/** A client's records, newest first. */
async function listClientRecords(db: Database, clientId: string): Promise<RecordRow[]> {
  return db
    .select(recordColumns)
    .from(consentRecords)
    .innerJoin(legalTextVersions, eq(legalTextVersions.id, consentRecords.legalTextVersionId))
    .where(eq(consentRecords.clientId, clientId))
    .orderBy(desc(consentRecords.createdAt), desc(legalTextVersions.kind));
}

const latestOf = (records: RecordRow[], kind: LegalTextKind) => records.find((record) => record.kind === kind);

function explicitStateOf(record: RecordRow | undefined): ExplicitConsentState {
  if (!record) return 'none';
  if (record.decision === 'withheld') return 'withheld';
  return record.withdrawnAt ? 'withdrawn' : 'given';
}

type ConsentPicture = {
  records: RecordRow[];
  privacyNotice: { current: VersionRow; floor: number };
  explicitConsent: { current: VersionRow; floor: number };
  isStepNeeded: boolean;
};

async function readConsentPicture(db: Database, clientId: string): Promise<ConsentPicture> {
  const [records, privacyNotice, explicitConsent] = await Promise.all([
    listClientRecords(db, clientId),
    readRequirement(db, 'privacy-notice'),
    readRequirement(db, 'explicit-consent'),
  ]);
  const acknowledged = latestOf(records, 'privacy-notice');
  const decided = latestOf(records, 'explicit-consent');
  const isStepNeeded =
    !acknowledged || acknowledged.version < privacyNotice.floor || !decided || decided.version < explicitConsent.floor;
  return { records, privacyNotice, explicitConsent, isStepNeeded };
}

const toConsentText = (row: VersionRow): ConsentText => ({
  kind: row.kind,
  version: row.version,
  publishedAt: row.publishedAt.toISOString(),
  body: publicRichText(row.body),
});

/** GET /api/me/consents: the step (when needed), the texts in force, and the client's records. */
export async function getMyConsents(db: Database, params: { clientId: string }): Promise<MyConsents> {
  const picture = await readConsentPicture(db, params.clientId);
  return {
    isStepNeeded: picture.isStepNeeded,
    explicitConsent: explicitStateOf(latestOf(picture.records, 'explicit-consent')),
    privacyNotice: toConsentText(picture.privacyNotice.current),
    explicitConsentText: toConsentText(picture.explicitConsent.current),
    records: picture.records.map(toConsentRecord),
  };
}

/** The client detail's view: the state in force, the versions, and every record. */
export async function getClientConsents(db: Database, params: { clientId: string }): Promise<ClientConsents> {
  const [client] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, params.clientId));
  if (!client) throw notFound(consentsErrorMessages.clientNotFound);
  const picture = await readConsentPicture(db, params.clientId);
  const acknowledged = latestOf(picture.records, 'privacy-notice');
  const decided = latestOf(picture.records, 'explicit-consent');
  return {
    explicitConsent: explicitStateOf(decided),
    explicitConsentVersion: decided?.version ?? null,
    explicitConsentAt: (decided?.withdrawnAt ?? decided?.createdAt)?.toISOString() ?? null,
    privacyNoticeVersion: acknowledged?.version ?? null,
    privacyNoticeAt: acknowledged?.createdAt.toISOString() ?? null,
    isStepNeeded: picture.isStepNeeded,
    records: picture.records.map(toConsentRecord),
  };
}

/** The first sign-in step (or a newer version's): the notice acknowledged and the açık rıza decided, together. */
export async function recordConsentStep(
  db: Database,
  params: { clientId: string; step: RecordConsentStep; origin: ConsentOrigin },
): Promise<MyConsents> {
  await db.transaction(async (tx) => {
    const [privacyNotice, explicitConsent] = await Promise.all([
      readRequirement(tx, 'privacy-notice'),
      readRequirement(tx, 'explicit-consent'),
    ]);
    const common = { clientId: params.clientId, channel: 'ilk-giris' as const, ...originValues(params.origin) };
    await tx.insert(consentRecords).values([
      { ...common, legalTextVersionId: privacyNotice.current.id, decision: 'acknowledged' },
      { ...common, legalTextVersionId: explicitConsent.current.id, decision: params.step.explicitConsent },
    ]);
  });
  return getMyConsents(db, { clientId: params.clientId });
}

/** 'Açık rıza ver' in the profile: a new 'given' record for the version in force. */
export async function giveExplicitConsent(
  db: Database,
  params: { clientId: string; origin: ConsentOrigin },
): Promise<MyConsents> {
  await db.transaction(async (tx) => {
    // One client's decisions in order: a second press waits for the first and then sees it.
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, params.clientId)).for('update');
    const records = await listClientRecords(tx, params.clientId);
    if (explicitStateOf(latestOf(records, 'explicit-consent')) === 'given')
      throw conflict(consentsErrorMessages.alreadyGiven);
    const { current } = await readRequirement(tx, 'explicit-consent');
    await tx.insert(consentRecords).values({
      clientId: params.clientId,
      legalTextVersionId: current.id,
      decision: 'given',
      channel: 'profil',
      ...originValues(params.origin),
    });
  });
  return getMyConsents(db, { clientId: params.clientId });
}

/** 'Rızamı geri çek': the given açık rıza in force gets its withdrawal time; nothing else changes. */
export async function withdrawExplicitConsent(db: Database, params: { clientId: string }): Promise<MyConsents> {
  await db.transaction(async (tx) => {
    await tx.select({ id: clients.id }).from(clients).where(eq(clients.id, params.clientId)).for('update');
    const records = await listClientRecords(tx, params.clientId);
    const decided = latestOf(records, 'explicit-consent');
    if (!decided || explicitStateOf(decided) !== 'given') throw conflict(consentsErrorMessages.nothingToWithdraw);
    await tx
      .update(consentRecords)
      .set({ withdrawnAt: sql`now()` })
      .where(and(eq(consentRecords.id, decided.id), isNull(consentRecords.withdrawnAt)));
  });
  return getMyConsents(db, { clientId: params.clientId });
}

/**
 * A visitor's decisions at booking or checkout, in the transaction that writes the appointment or
 * the order (the record belongs to it; the person's name and address stay in that row).
 */
export async function recordVisitorConsents(
  db: Database,
  params: {
    subject: { appointmentId: string } | { orderId: string };
    kinds: readonly LegalTextKind[];
    decision: ConsentDecision;
    channel: ConsentChannel;
    origin: ConsentOrigin;
  },
): Promise<void> {
  const versions = await db
    .selectDistinctOn([legalTextVersions.kind], { id: legalTextVersions.id })
    .from(legalTextVersions)
    .where(inArray(legalTextVersions.kind, [...params.kinds]))
    .orderBy(legalTextVersions.kind, desc(legalTextVersions.version));
  if (versions.length !== params.kinds.length) throw notFound(legalTextsErrorMessages.notFound);
  await db.insert(consentRecords).values(
    versions.map((version) => ({
      ...params.subject,
      legalTextVersionId: version.id,
      decision: params.decision,
      channel: params.channel,
      ...originValues(params.origin),
    })),
  );
}

/**
 * The client's açık rıza for health data is a recorded "no" (withheld, or given and withdrawn): the
 * client's own health-data writes are refused (ADR 0081). A client who has not yet decided is asked by
 * the client area's step first.
 */
export async function assertHealthDataConsent(db: Database, params: { clientId: string }): Promise<void> {
  if (await hasRefusedHealthDataConsent(db, params))
    throw new AppError('consent_required', consentsErrorMessages.healthDataRefused);
}

/** Whether the client's newest açık rıza decision is a refusal (withheld, or given and withdrawn). */
export async function hasRefusedHealthDataConsent(db: Database, params: { clientId: string }): Promise<boolean> {
  const [decided] = await db
    .select({ decision: consentRecords.decision, withdrawnAt: consentRecords.withdrawnAt })
    .from(consentRecords)
    .innerJoin(legalTextVersions, eq(legalTextVersions.id, consentRecords.legalTextVersionId))
    .where(and(eq(consentRecords.clientId, params.clientId), eq(legalTextVersions.kind, 'explicit-consent')))
    .orderBy(desc(consentRecords.createdAt))
    .limit(1);
  return decided !== undefined && (decided.decision === 'withheld' || decided.withdrawnAt !== null);
}
