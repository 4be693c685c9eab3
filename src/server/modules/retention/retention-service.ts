import { desc, eq } from 'drizzle-orm';
import {
  type DataDestructionRun,
  defaultRetentionPeriods,
  type RetentionOverview,
  type RetentionPeriods,
  type RetentionSettings,
  type UpdateRetention,
} from '../../../shared/schemas/retention.ts';
import { UNSAVED_VERSION } from '../../../shared/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { assertAtVersion } from '../../db/record-versions.ts';
import { dataDestructionRuns, retentionSettings } from '../../db/schema/index.ts';

// The retention periods (one row, id 1, written on the first save) and the destruction record the
// settings section shows (issue #43, ADR 0087).

const SETTINGS_ID = 1;

/** How many of the latest destruction records the settings section lists. */
const LATEST_RUNS = 30;

type SettingsRow = typeof retentionSettings.$inferSelect;

const toPeriods = (row: SettingsRow): RetentionPeriods => ({
  visitorAppointments: row.visitorAppointmentsMonths,
  canceledUnpaidOrders: row.canceledUnpaidOrdersMonths,
  expiredSessions: row.expiredSessionsDays,
  visitorStatistics: row.visitorStatisticsMonths,
  sentMail: row.sentMailDays,
  closedKvkkRequests: row.closedKvkkRequestsMonths,
  accessLog: row.accessLogMonths,
  mailLogs: row.mailLogsMonths,
});

const toColumns = (periods: RetentionPeriods) => ({
  visitorAppointmentsMonths: periods.visitorAppointments,
  canceledUnpaidOrdersMonths: periods.canceledUnpaidOrders,
  expiredSessionsDays: periods.expiredSessions,
  visitorStatisticsMonths: periods.visitorStatistics,
  sentMailDays: periods.sentMail,
  closedKvkkRequestsMonths: periods.closedKvkkRequests,
  accessLogMonths: periods.accessLog,
  mailLogsMonths: periods.mailLogs,
});

const toSettings = (row: SettingsRow | undefined): RetentionSettings =>
  row
    ? { periods: toPeriods(row), version: row.version }
    : { periods: { ...defaultRetentionPeriods }, version: UNSAVED_VERSION };

/** The periods in force: the saved ones, or the defaults of ADR 0087 until the practice saves. */
export async function getRetentionSettings(db: Database): Promise<RetentionSettings> {
  return toSettings((await db.select().from(retentionSettings).where(eq(retentionSettings.id, SETTINGS_ID)))[0]);
}

const toRun = (row: typeof dataDestructionRuns.$inferSelect): DataDestructionRun => ({
  id: row.id,
  ranAt: row.ranAt.toISOString(),
  kind: row.kind,
  period: row.period,
  unit: row.unit,
  destroyedCount: row.destroyedCount,
});

/** The settings section: the periods and the latest destruction records, newest first. */
export async function getRetentionOverview(db: Database): Promise<RetentionOverview> {
  const [settings, rows] = await Promise.all([
    getRetentionSettings(db),
    db
      .select()
      .from(dataDestructionRuns)
      .orderBy(desc(dataDestructionRuns.ranAt), dataDestructionRuns.kind)
      .limit(LATEST_RUNS),
  ]);
  return { settings, runs: rows.map(toRun) };
}

/**
 * Saves the periods if they are still at the version the screen read (0: never saved; 409
 * stale_version otherwise, nothing written).
 */
export async function updateRetentionSettings(
  db: Database,
  params: { version: number; input: UpdateRetention },
): Promise<RetentionSettings> {
  const values = { ...toColumns(params.input), updatedAt: new Date() };
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(retentionSettings)
      .where(eq(retentionSettings.id, SETTINGS_ID))
      .for('update');
    assertAtVersion(current, params.version);
    const [row] = await tx
      .insert(retentionSettings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: retentionSettings.id, set: values })
      .returning();
    return toSettings(row);
  });
}
