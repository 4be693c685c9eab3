import { sql } from 'drizzle-orm';
import type { LegalTextKind } from '../../../shared/legal-text-constants.ts';
import type { Database } from '../../db/client.ts';
import { executeRows } from '../../db/execute-rows.ts';
import { consentRecords, legalTextVersions } from '../../db/schema/index.ts';
import { keep } from '../../realtime/kept-reads.ts';

// Whether the client area must ask for the consent step first (ADR 0081). Every client-area page asks
// it (its frame carries the answer), so it costs no query in the usual case (stop 54's bench: the
// statement per page took about 14 % off the page's req/s):
// - the floors (the lowest version a decision must be about, per kind) are a kept read, dropped like the
//   public texts' by the trigger on legal_text_versions (ADR 0064);
// - a client's decided versions only grow (versions are never changed or removed, a decision is a new
//   row about the version in force, a withdrawal keeps its version), so once a client is seen at or above
//   the floors this process remembers it; a higher floor makes the comparison fail and the client is
//   read again. A client that still needs the step is read every time, since the step may have been
//   taken through another process.

const STEP_KINDS = ['privacy-notice', 'explicit-consent'] as const satisfies readonly LegalTextKind[];
type StepKind = (typeof STEP_KINDS)[number];
type VersionsByKind = Partial<Record<StepKind, number>>;

/** Clients remembered per process; past it the longest unseen goes. */
const MAX_REMEMBERED_CLIENTS = 10_000;
const decidedByDb = new WeakMap<Database, Map<string, VersionsByKind>>();

const inStepKinds = sql.join(
  STEP_KINDS.map((kind) => sql`${kind}`),
  sql`, `,
);

/** Per kind with texts: the newest version marked for re-consent, else the first one. */
const readFloors = (db: Database): Promise<VersionsByKind> =>
  keep(db, 'consent floors', async () => {
    const rows = await executeRows<{ kind: StepKind; floor: number }>(
      db,
      sql`select kind, coalesce(max(version) filter (where requires_reconsent), min(version))::int as floor
            from ${legalTextVersions} where kind in (${inStepKinds}) group by kind`,
    );
    return Object.fromEntries(rows.map((row) => [row.kind, row.floor]));
  });

async function readDecided(db: Database, clientId: string): Promise<VersionsByKind> {
  const rows = await executeRows<{ kind: StepKind; decided: number }>(
    db,
    sql`select v.kind, max(v.version)::int as decided
          from ${consentRecords} r join ${legalTextVersions} v on v.id = r.legal_text_version_id
         where r.client_id = ${clientId} and v.kind in (${inStepKinds})
         group by v.kind`,
  );
  return Object.fromEntries(rows.map((row) => [row.kind, row.decided]));
}

const meetsFloors = (decided: VersionsByKind, floors: VersionsByKind) =>
  STEP_KINDS.every((kind) => floors[kind] === undefined || (decided[kind] ?? 0) >= floors[kind]);

function rememberDecided(db: Database, clientId: string, decided: VersionsByKind): void {
  let remembered = decidedByDb.get(db);
  if (!remembered) {
    remembered = new Map();
    decidedByDb.set(db, remembered);
  }
  remembered.delete(clientId);
  if (remembered.size >= MAX_REMEMBERED_CLIENTS) remembered.delete(remembered.keys().next().value as string);
  remembered.set(clientId, decided);
}

/** The same rule as GET /api/me/consents' isStepNeeded (ADR 0081); no texts at all: nothing to ask. */
export async function isConsentStepNeeded(db: Database, params: { clientId: string }): Promise<boolean> {
  const floors = await readFloors(db);
  const remembered = decidedByDb.get(db)?.get(params.clientId);
  if (remembered && meetsFloors(remembered, floors)) return false;
  const decided = await readDecided(db, params.clientId);
  if (!meetsFloors(decided, floors)) return true;
  rememberDecided(db, params.clientId, decided);
  return false;
}
