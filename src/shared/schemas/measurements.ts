import { dayField } from '../fields/day-field.ts';
import { readTypedNumber } from '../fields/number-field.ts';
import type { AgeFatBand } from './ideal-values.ts';
import { z } from '../zod-turkish.ts';
import { formatNumber } from '../format.ts';
import {
  type MeasurementFieldSpec,
  type MeasurementKey,
  measurementFields,
  measurementKeys,
} from '../measurement-fields.ts';

// A body measurement (spec 1 §3, spec 2 §5): the date and twelve values, all required. The wizard,
// the inline edit and the routes parse the same schema; the server refuses negative or absurd values.

export {
  type MeasurementKey,
  measurementFields,
  measurementKeys,
} from '../measurement-fields.ts';

export const measurementsValidationMessages = {
  dateRequired: 'Ölçüm tarihi gerekli.',
  dateInvalid: 'Geçerli bir ölçüm tarihi girin.',
  dateInFuture: 'Ölçüm tarihi bugünden sonra olamaz.',
  dateTooOld: 'Ölçüm tarihi 1900 yılından önce olamaz.',
  clientRequired: 'Lütfen bir danışan seçin.',
} as const;

const formatLimit = (value: number) => formatNumber(value, 2);

/** "1 ile 500 kg", "%0 ile %100", "0 ile 120" */
function formatRange(field: MeasurementFieldSpec): string {
  if (field.unit === '%') return `%${formatLimit(field.min)} ile %${formatLimit(field.max)}`;
  const unit = field.unit === 'yaş' ? '' : ` ${field.unit}`;
  return `${formatLimit(field.min)} ile ${formatLimit(field.max)}${unit}`;
}

function measurementValue(key: MeasurementKey) {
  const field = measurementFields[key];
  const range = `${field.label} ${formatRange(field)} arasında olmalıdır.`;
  const required = `${field.label} gerekli.`;
  const decimals =
    field.step === 1 ? `${field.label} tam sayı olmalıdır.` : `${field.label} en fazla bir ondalık basamak içerebilir.`;
  return z.preprocess(
    // Form inputs give text; Turkish users may type a comma as the decimal mark.
    readTypedNumber,
    z
      .number({ error: (issue) => (issue.input === undefined ? required : `${field.label} bir sayı olmalıdır.`) })
      .refine(Number.isFinite, `${field.label} bir sayı olmalıdır.`)
      .min(field.min, range)
      .max(field.max, range)
      .refine((value) => Math.abs(Math.round(value / field.step) * field.step - value) < 1e-9, decimals),
  );
}

const measurementDateField = dayField(
  {
    required: measurementsValidationMessages.dateRequired,
    invalid: measurementsValidationMessages.dateInvalid,
    tooEarly: measurementsValidationMessages.dateTooOld,
    inFuture: measurementsValidationMessages.dateInFuture,
  },
  { notAfterToday: true },
);

const measurementShape = {
  measurementDate: measurementDateField,
  ...(Object.fromEntries(measurementKeys.map((key) => [key, measurementValue(key)])) as Record<
    MeasurementKey,
    ReturnType<typeof measurementValue>
  >),
};

/** A measurement's values (the wizard and the inline edit). */
export const measurementInputSchema = z.object(measurementShape);
export type MeasurementFormInput = { measurementDate: string } & Record<MeasurementKey, string | number>;
export type MeasurementValues = { measurementDate: string } & Record<MeasurementKey, number>;

/** POST /api/admin/measurements: the values plus the client they belong to. */
export const createMeasurementSchema = measurementInputSchema.extend({
  clientId: z.uuid({ error: measurementsValidationMessages.clientRequired }),
});

export const measurementListQuerySchema = z.object({
  clientId: z.uuid({ error: measurementsValidationMessages.clientRequired }),
});

/** The wizard's four steps (spec 2 §4: measurement 4 steps) and the fields each one checks. */
export const measurementWizardSteps = [
  { title: 'Temel Ölçümler', fields: ['measurementDate', 'weight', 'fatRatio', 'waterRatio', 'muscleRatio'] },
  { title: 'Vücut Analizi', fields: ['bodyComposition', 'bellyFat', 'boneMass'] },
  { title: 'Metabolizma', fields: ['dailyCalories', 'metabolicAge'] },
  { title: 'Çevre Ölçümleri', fields: ['chest', 'waist', 'hip'] },
] as const satisfies ReadonlyArray<{ title: string; fields: ReadonlyArray<keyof MeasurementFormInput> }>;

/** `version`: what the edit row sends back with its save (ADR 0053). */
export type Measurement = MeasurementValues & { id: string; clientId: string; createdAt: string; version: number };
/** The history with the client's age-based fat band (İdeal Yağ Değerleri), null when not set. */
export type MeasurementListResponse = { measurements: Measurement[]; fatBand: AgeFatBand | null };
