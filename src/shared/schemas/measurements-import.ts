import { z } from '../zod-turkish.ts';
import type { MeasurementKey } from '../measurement-fields.ts';
import { measurementInputSchema, measurementsValidationMessages } from './measurements.ts';

// A body-composition analyser's CSV brought into a client's measurements (issue #44, ADR 0091): the
// server reads the file and answers a preview; the dietitian types what the device cannot measure
// (the tape values and the rest, per row) and confirms; the rows then go in as ordinary measurements,
// each judged by the measurement form's own schema.

export const measurementImportFormats = ['tanita', 'inbody'] as const;
export type MeasurementImportFormat = (typeof measurementImportFormats)[number];

export const measurementImportFormatLabels: Record<MeasurementImportFormat, string> = {
  tanita: 'Tanita (GMON / Tanita Pro)',
  inbody: 'InBody (LookinBody)',
};

/** An analyser's export of a few years is a few dozen kilobytes; 512 KB is far above any real one. */
export const MEASUREMENT_IMPORT_MAX_BYTES = 512 * 1024;
/** Rows one import may carry (preview and confirmation alike). */
export const MEASUREMENT_IMPORT_MAX_ROWS = 500;

export const measurementsImportValidationMessages = {
  noRows: 'İçe aktarılacak satır seçilmedi.',
  tooManyRows: `Bir seferde en fazla ${MEASUREMENT_IMPORT_MAX_ROWS} ölçüm içe aktarılabilir.`,
} as const;

/** One CSV row as the preview shows it. */
export type MeasurementImportRow = {
  /** The row's line in the file (the header is line 1). */
  line: number;
  /** YYYY-MM-DD, null when the row's date could not be read. */
  measurementDate: string | null;
  /** The file's own ID / name columns, shown beside the row, never used to pick the client. */
  deviceIdentity: string | null;
  /** The values the device gave, already in the measurement's units and steps. */
  values: Partial<Record<MeasurementKey, number>>;
  /** The measurement's fields the device does not give: the dietitian types them before importing. */
  missingKeys: MeasurementKey[];
  /** Why the row cannot be imported (Turkish); empty for an importable row. */
  errors: string[];
  /** The client already has a measurement on this date: shown as 'zaten var' and skipped. */
  isAlreadyImported: boolean;
};

/** POST /api/admin/measurements/import/preview answers this. */
export type MeasurementImportPreview = {
  format: MeasurementImportFormat;
  formatLabel: string;
  rows: MeasurementImportRow[];
};

/** POST /api/admin/measurements/import: the chosen client and the confirmed rows, each a whole measurement. */
export const importMeasurementsSchema = z.object({
  clientId: z.uuid({ error: measurementsValidationMessages.clientRequired }),
  rows: z
    .array(measurementInputSchema)
    .min(1, measurementsImportValidationMessages.noRows)
    .max(MEASUREMENT_IMPORT_MAX_ROWS, measurementsImportValidationMessages.tooManyRows),
});

/** What the import did: rows added, and the dates skipped because the client already had them. */
export type MeasurementImportResult = { importedCount: number; skippedDates: string[] };
