import { and, eq, inArray } from 'drizzle-orm';
import { type MeasurementKey, measurementFields, measurementKeys } from '../../../shared/measurement-fields.ts';
import { measurementInputSchema, type MeasurementValues } from '../../../shared/schemas/measurements.ts';
import {
  MEASUREMENT_IMPORT_MAX_BYTES,
  MEASUREMENT_IMPORT_MAX_ROWS,
  type MeasurementImportPreview,
  type MeasurementImportResult,
  type MeasurementImportRow,
  measurementImportFormatLabels,
  measurementsImportValidationMessages,
} from '../../../shared/schemas/measurements-import.ts';
import type { Database } from '../../db/client.ts';
import { clientMeasurements, clients } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { type AnalyserRow, decodeCsvBytes, deviceFieldsOf, readAnalyserCsv } from './analyser-csv.ts';
import { measurementsErrorMessages } from './measurements-service.ts';

// The analyser import (issue #44, ADR 0091): a preview of the file against the chosen client's
// history, then the confirmed rows written in one transaction, a date the client already has skipped.

export const measurementsImportErrorMessages = {
  noFile: 'Lütfen cihazın yazılımından alınmış bir CSV dosyası seçin.',
  tooLarge: `Dosya çok büyük. En fazla ${MEASUREMENT_IMPORT_MAX_BYTES / 1024} KB'lık bir CSV dosyası yükleyin.`,
  unknownFormat:
    'Dosya Tanita veya InBody CSV biçiminde değil. Cihazın yazılımından (Tanita GMON / Tanita Pro ya da LookinBody) alınan CSV dosyasını yükleyin.',
  noRows: 'Dosyada ölçüm satırı yok.',
  rowDate: (text: string) => (text ? `Tarih okunamadı: "${text}".` : 'Satırda tarih yok.'),
  rowEmpty: (label: string) => `${label} değeri dosyada boş.`,
  rowUnreadable: (label: string) => `${label} değeri okunamadı.`,
  rowRepeated: (line: number) => `Bu tarih dosyada ${line}. satırda da var; yalnızca ilki içe aktarılır.`,
} as const;

export const importFileErrors = {
  noFile: () => new AppError('invalid_import_file', measurementsImportErrorMessages.noFile),
  tooLarge: () => new AppError('payload_too_large', measurementsImportErrorMessages.tooLarge),
};

/** A device value in the field's step: devices write two decimals, the measurement keeps one (or none). */
function roundToStep(key: MeasurementKey, value: number): number {
  const decimals = measurementFields[key].step === 1 ? 0 : 1;
  return Number(value.toFixed(decimals));
}

/** The first message the measurement form's own rule gives for a value (range, step), or null. */
function judgeValue(key: MeasurementKey, value: number): string | null {
  const result = measurementInputSchema.shape[key].safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function judgeDate(day: string): string | null {
  const result = measurementInputSchema.shape.measurementDate.safeParse(day);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function previewRow(
  row: AnalyserRow,
  context: { deviceFields: MeasurementKey[]; existingDates: Set<string>; firstLineOfDate: Map<string, number> },
): MeasurementImportRow {
  const errors: string[] = [];
  const values: MeasurementImportRow['values'] = {};
  if (row.measurementDate === null) errors.push(measurementsImportErrorMessages.rowDate(row.dateText));
  else {
    const dateProblem = judgeDate(row.measurementDate);
    if (dateProblem) errors.push(dateProblem);
  }
  for (const key of context.deviceFields) {
    const reading = row.readings[key];
    const label = measurementFields[key].label;
    if (reading === 'noWeight') continue;
    if (reading === 'empty' || reading === undefined) errors.push(measurementsImportErrorMessages.rowEmpty(label));
    else if (reading === 'unreadable') errors.push(measurementsImportErrorMessages.rowUnreadable(label));
    else {
      const value = roundToStep(key, reading);
      const problem = judgeValue(key, value);
      if (problem) errors.push(problem);
      else values[key] = value;
    }
  }
  const date = row.measurementDate;
  const isAlreadyImported = date !== null && context.existingDates.has(date);
  if (date !== null && !isAlreadyImported) {
    const firstLine = context.firstLineOfDate.get(date);
    if (firstLine === undefined) context.firstLineOfDate.set(date, row.line);
    else errors.push(measurementsImportErrorMessages.rowRepeated(firstLine));
  }
  return {
    line: row.line,
    measurementDate: date,
    deviceIdentity: row.deviceIdentity,
    values,
    missingKeys: measurementKeys.filter((key) => !context.deviceFields.includes(key)),
    errors,
    isAlreadyImported,
  };
}

async function assertClientExists(db: Database, clientId: string): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!row) throw notFound(measurementsErrorMessages.clientNotFound);
}

async function findMeasuredDates(db: Database, clientId: string, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const rows = await db
    .select({ measurementDate: clientMeasurements.measurementDate })
    .from(clientMeasurements)
    .where(and(eq(clientMeasurements.clientId, clientId), inArray(clientMeasurements.measurementDate, dates)));
  return new Set(rows.map((row) => row.measurementDate));
}

/**
 * The preview of an analyser's CSV for the chosen client: the format, and each row with its date,
 * the device's values, the fields to type, its errors and whether the client already has that date.
 * Writes nothing.
 */
export async function previewMeasurementImport(
  db: Database,
  params: { clientId: string; file: Uint8Array },
): Promise<MeasurementImportPreview> {
  await assertClientExists(db, params.clientId);
  const parsed = readAnalyserCsv(decodeCsvBytes(params.file));
  if (!parsed) throw new AppError('invalid_import_file', measurementsImportErrorMessages.unknownFormat);
  if (parsed.rows.length === 0) throw new AppError('invalid_import_file', measurementsImportErrorMessages.noRows);
  if (parsed.rows.length > MEASUREMENT_IMPORT_MAX_ROWS)
    throw new AppError('invalid_import_file', measurementsImportValidationMessages.tooManyRows);
  const dates = [...new Set(parsed.rows.flatMap((row) => (row.measurementDate ? [row.measurementDate] : [])))];
  const context = {
    deviceFields: deviceFieldsOf(parsed.format),
    existingDates: await findMeasuredDates(db, params.clientId, dates),
    firstLineOfDate: new Map<string, number>(),
  };
  return {
    format: parsed.format,
    formatLabel: measurementImportFormatLabels[parsed.format],
    rows: parsed.rows.map((row) => previewRow(row, context)),
  };
}

/**
 * Writes the confirmed rows in one transaction. The client's row is locked first, so two imports of
 * the same file at once run one after the other and the second finds every date already there; a
 * date the client already has (or one repeated in the request) is skipped, never doubled.
 */
export async function importMeasurements(
  db: Database,
  input: { clientId: string; rows: MeasurementValues[] },
): Promise<MeasurementImportResult> {
  return db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, input.clientId))
      .for('update');
    if (!client) throw notFound(measurementsErrorMessages.clientNotFound);
    const measured = await findMeasuredDates(
      tx,
      input.clientId,
      input.rows.map((row) => row.measurementDate),
    );
    const skippedDates: string[] = [];
    const toInsert: MeasurementValues[] = [];
    for (const row of input.rows) {
      if (measured.has(row.measurementDate)) skippedDates.push(row.measurementDate);
      else {
        measured.add(row.measurementDate);
        toInsert.push(row);
      }
    }
    if (toInsert.length > 0)
      await tx.insert(clientMeasurements).values(toInsert.map((row) => ({ clientId: input.clientId, ...row })));
    return { importedCount: toInsert.length, skippedDates };
  });
}
