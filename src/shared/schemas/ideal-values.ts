import type { Gender } from '../constants.ts';
import { typedNumber } from '../fields/number-field.ts';
import { z } from '../zod-turkish.ts';
import { type AgeFatBand, ageBands, type FatLevel } from '../fat-levels.ts';

export {
  type AgeFatBand,
  ageBandLabel,
  ageBands,
  assessFatRatio,
  type FatLevel,
  fatLevelLabels,
  fatLevels,
  findAgeBand,
} from '../fat-levels.ts';

// The dietitian's reference tables (spec 2 "Ideal values", "Ideal fat values", §3, §5, §9): one schema
// for each form and its route. Values are percentages with one decimal (step 0.1).

export const IDEAL_VALUE_MAX = 100;

export const idealValuesValidationMessages = {
  required: 'Bu alan gerekli.',
  notNumber: 'Geçerli bir sayı girin.',
  range: `Değer 0 ile ${IDEAL_VALUE_MAX} arasında olmalıdır.`,
  step: 'Değer en fazla bir ondalık basamaklı olmalıdır.',
  bands: 'Her yaş aralığı için dört değer girilmelidir.',
  unknownBand: 'Geçersiz yaş aralığı.',
} as const;

/**
 * A percentage of the forms: 0–100, step 0.1 (spec 2 §5, §9), typed as text so that the Turkish
 * comma reads as the decimal mark ('8,5' is 8.5; a type="number" input dropped it, issue #39).
 */
const percentage = typedNumber(
  z
    .number({
      // readTypedNumber turns an empty box into undefined (missing) and unreadable text into NaN.
      error: (issue) =>
        issue.input === undefined ? idealValuesValidationMessages.required : idealValuesValidationMessages.notNumber,
    })
    .min(0, idealValuesValidationMessages.range)
    .max(IDEAL_VALUE_MAX, idealValuesValidationMessages.range)
    .refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6, idealValuesValidationMessages.step),
);

export const bodyCompositionFields = [
  'hiddenFat',
  'highWeight',
  'durableMuscle',
  'underExercise',
  'normal',
  'normalLower',
  'thin',
  'thinLower',
  'extremelyThin',
] as const;
export type BodyCompositionField = (typeof bodyCompositionFields)[number];

export const bodyCompositionLabels: Record<BodyCompositionField, string> = {
  hiddenFat: 'Gizli Yağlı',
  highWeight: 'Fazla Kilolu',
  durableMuscle: 'Dayanıklı Kaslı',
  underExercise: 'Az Egzersizli',
  normal: 'Normal',
  normalLower: 'Normal Alt Sınır',
  thin: 'Zayıf',
  thinLower: 'Zayıf Alt Sınır',
  extremelyThin: 'Aşırı Zayıf',
};

export const abdominalFatFields = ['good', 'average', 'poor', 'critical'] as const;
export type AbdominalFatField = (typeof abdominalFatFields)[number];
export const abdominalFatLabels: Record<AbdominalFatField, string> = {
  good: 'İyi',
  average: 'Orta',
  poor: 'Kötü',
  critical: 'Kritik',
};

export const bodyCompositionSchema = z.object({
  hiddenFat: percentage,
  highWeight: percentage,
  durableMuscle: percentage,
  underExercise: percentage,
  normal: percentage,
  normalLower: percentage,
  thin: percentage,
  thinLower: percentage,
  extremelyThin: percentage,
});
export type BodyCompositionValues = z.output<typeof bodyCompositionSchema>;

export const abdominalFatSchema = z.object({
  good: percentage,
  average: percentage,
  poor: percentage,
  critical: percentage,
});
export type AbdominalFatValues = z.output<typeof abdominalFatSchema>;

/** Defaults used while no row has been saved yet (spec 2 §9). */
export const defaultBodyComposition: BodyCompositionValues = {
  hiddenFat: 30,
  highWeight: 27,
  durableMuscle: 25,
  underExercise: 23,
  normal: 20,
  normalLower: 18,
  thin: 16,
  thinLower: 14,
  extremelyThin: 12,
};
export const defaultAbdominalFat: AbdominalFatValues = { good: 15, average: 25, poor: 35, critical: 45 };

/** A saved row of one of the two tables; `savedAt` null means the defaults are in force (nothing saved yet). */
export type SavedValues<T> = { values: T; savedAt: string | null };
export type IdealValuesResponse = {
  bodyComposition: SavedValues<BodyCompositionValues>;
  abdominalFat: SavedValues<AbdominalFatValues>;
};

// ---- Age-based fat ratios (İdeal Yağ Değerleri) ----

/** One band of the form; null while nothing has been saved for it. */
export type AgeFatBandRow = { ageStart: number; ageEnd: number } & Record<FatLevel, number | null>;
/** The table as the form reads it, with the version a save names (ADR 0053). */
export type AgeFatRatiosResponse = { female: AgeFatBandRow[]; male: AgeFatBandRow[]; version: number };

const bandSchema = z.object({
  ageStart: z.number().int(),
  ageEnd: z.number().int(),
  excellent: percentage,
  good: percentage,
  average: percentage,
  poor: percentage,
});

/** 'Tüm Değerleri Kaydet': the nine bands of both genders, all 36 values per gender required. */
const genderBands = z
  .array(bandSchema, { error: idealValuesValidationMessages.bands })
  .length(ageBands.length, idealValuesValidationMessages.bands)
  .superRefine((bands, ctx) => {
    bands.forEach((band, index) => {
      const [start, end] = ageBands[index] ?? [];
      if (band.ageStart !== start || band.ageEnd !== end)
        ctx.addIssue({ code: 'custom', path: [index, 'ageStart'], message: idealValuesValidationMessages.unknownBand });
    });
  });

export const ageFatRatiosSchema = z.object({ female: genderBands, male: genderBands });
/** The form's values: each percentage as typed (text). */
export type AgeFatRatiosInput = z.input<typeof ageFatRatiosSchema>;
export type AgeFatRatios = z.output<typeof ageFatRatiosSchema>;

export type GenderedFatBands = Record<Gender, AgeFatBand[]>;
