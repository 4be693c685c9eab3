import { count, desc, eq, sql } from 'drizzle-orm';
import { isoDayToTurkish, toBusinessDay } from '../../../shared/dates.ts';
import type { ClientReportResponse, ReportAppointmentCounts } from '../../../shared/schemas/reports.ts';
import { slugify } from '../../../shared/text.ts';
import { isAiConfigured } from '../../ai/ai-provider.ts';
import { aiNotConfiguredError, generateClientAnalysis } from '../../ai/client-analysis.ts';
import type { Database } from '../../db/client.ts';
import { clientProfileColumns } from '../clients/clients-service.ts';
import { clientGoalColumns } from '../goals/goals-service.ts';
import { appointments, clientGoals, clientMeasurements, clients, goals, waterIntake } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { AppError, notFound } from '../../errors.ts';
import { findClientFatBand } from '../ideal-values/ideal-values-service.ts';
import { measurementColumns, toMeasurement } from '../measurements/measurements-service.ts';
import { readPracticeForPdf } from '../nutrition-programs/nutrition-programs-service.ts';
import { readSiteLogoImage } from '../settings/site-logo-image.ts';
import { renderClientReportPdf } from './client-report-pdf.ts';

export const reportsErrorMessages = {
  clientNotFound: 'Danışan bulunamadı.',
  noMeasurements: 'Analiz için önce danışana ait en az bir ölçüm eklenmelidir.',
} as const;

// Long histories are capped: a report shows years of weekly measurements and a year of water days.
const REPORT_MEASUREMENT_LIMIT = 500;
const REPORT_WATER_DAYS = 365;
const ANALYSIS_MEASUREMENT_COUNT = 5;

async function findReportClient(db: Database, clientId: string) {
  const [client] = await db.select(clientProfileColumns).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!client) throw notFound(reportsErrorMessages.clientNotFound);
  return client;
}

/** The client's appointments counted by status, in one query over the client's index. */
async function countClientAppointments(db: Database, clientId: string): Promise<ReportAppointmentCounts> {
  const byStatus = (status: string) => count(sql`case when ${appointments.status} = ${status} then 1 end`);
  const [row] = await db
    .select({
      total: count(),
      upcoming: byStatus('upcoming'),
      completed: byStatus('completed'),
      cancelled: byStatus('cancelled'),
      noShow: byStatus('no_show'),
    })
    .from(appointments)
    .where(eq(appointments.clientId, clientId));
  return row ?? { total: 0, upcoming: 0, completed: 0, cancelled: 0, noShow: 0 };
}

/** Everything the report screen shows, in one answer (profile, measurements, water, goals, appointments). */
export async function getClientReport(
  db: Database,
  params: { clientId: string; env: Env },
): Promise<ClientReportResponse> {
  const client = await findReportClient(db, params.clientId);
  const [measurements, water, goalRows, fatBand, appointmentCounts] = await Promise.all([
    db
      .select(measurementColumns)
      .from(clientMeasurements)
      .where(eq(clientMeasurements.clientId, client.id))
      .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
      .limit(REPORT_MEASUREMENT_LIMIT),
    db
      .select({ date: waterIntake.date, glasses: waterIntake.glasses })
      .from(waterIntake)
      .where(eq(waterIntake.clientId, client.id))
      .orderBy(desc(waterIntake.date))
      .limit(REPORT_WATER_DAYS),
    db
      .select({ ...clientGoalColumns, type: goals.type, targetValue: goals.targetValue })
      .from(clientGoals)
      .innerJoin(goals, eq(goals.id, clientGoals.goalId))
      .where(eq(clientGoals.clientId, client.id))
      .orderBy(desc(clientGoals.createdAt)),
    findClientFatBand(db, { gender: client.gender, age: client.age }),
    countClientAppointments(db, client.id),
  ]);
  return {
    client,
    measurements: measurements.map(toMeasurement),
    water,
    goals: goalRows,
    appointments: appointmentCounts,
    fatBand,
    aiConfigured: isAiConfigured(params.env),
  };
}

/** The AI analysis of the client's latest measurements (spec 2 §7), made on the server. */
export async function analyzeClientMeasurements(db: Database, params: { clientId: string; env: Env }): Promise<string> {
  if (!isAiConfigured(params.env)) throw aiNotConfiguredError();
  const client = await findReportClient(db, params.clientId);
  const rows = await db
    .select(measurementColumns)
    .from(clientMeasurements)
    .where(eq(clientMeasurements.clientId, client.id))
    .orderBy(desc(clientMeasurements.measurementDate), desc(clientMeasurements.createdAt))
    .limit(ANALYSIS_MEASUREMENT_COUNT);
  if (rows.length === 0) throw new AppError('no_measurements', reportsErrorMessages.noMeasurements);
  return generateClientAnalysis(params.env, {
    gender: client.gender,
    age: client.age,
    measurements: rows.map(toMeasurement),
  });
}

/**
 * The client report as a PDF (issue #40, ADR 0079's amendment): the same answer the screen reads, drawn
 * on A4 with the practice's heading; its name is 'danisan-raporu-<slug of the client's name>-<day>.pdf'.
 */
export async function renderClientReportPdfFile(
  { db, storage, env }: { db: Database; storage: StorageDriver; env: Env },
  params: { clientId: string },
): Promise<{ bytes: Buffer; fileName: string }> {
  const [report, practice, logo] = await Promise.all([
    getClientReport(db, { clientId: params.clientId, env }),
    readPracticeForPdf(db),
    readSiteLogoImage(db, storage),
  ]);
  const day = toBusinessDay();
  const bytes = await renderClientReportPdf({
    practice: { ...practice, logoPng: logo?.png ?? null },
    dateText: isoDayToTurkish(day),
    report,
  });
  return { bytes, fileName: `danisan-raporu-${slugify(report.client.name) || 'danisan'}-${day}.pdf` };
}
