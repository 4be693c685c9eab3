import { type ExerciseCategory, exerciseCategories } from '../constants.ts';
import { typedNumber } from '../fields/number-field.ts';
import { z } from '../zod-turkish.ts';
import { textField } from '../fields/text-field.ts';

export type Exercise = {
  id: string;
  name: string;
  description: string;
  /** The illustration's URL (gif_url), e.g. /exercises/plank.svg. */
  gifUrl: string;
  /** Seconds. */
  duration: number;
  category: ExerciseCategory;
};

export type ExercisesResponse = { exercises: Exercise[] };

// ---- The admin's exercise library (spec 2 "Exercises", §5, §9) ----

export const EXERCISE_NAME_MAX = 120;
export const EXERCISE_DESCRIPTION_MAX = 4000;
export const EXERCISE_DURATION_MAX = 24 * 3600;

export const exercisesValidationMessages = {
  nameRequired: 'Egzersiz adı gerekli.',
  nameTooLong: `Egzersiz adı en fazla ${EXERCISE_NAME_MAX} karakter olabilir.`,
  descriptionTooLong: `Açıklama en fazla ${EXERCISE_DESCRIPTION_MAX} karakter olabilir.`,
  category: 'Kategori seçin.',
  durationRequired: 'Süre gerekli.',
  durationMin: 'Süre en az 1 saniye olmalıdır.',
  durationInteger: 'Süre tam sayı (saniye) olmalıdır.',
  durationMax: 'Süre en fazla 24 saat olabilir.',
  imageRequired: 'Bir görsel yükleyin veya GIF URL girin.',
  urlInvalid: 'Geçerli bir URL girin (http:// veya https://).',
} as const;

/** A picture's address: an http(s) URL, or a path of this site (the seeded /exercises/*.svg). */
const isImageUrl = (value: string) => /^\/[^/]/.test(value) || /^https?:\/\/[^\s]+$/i.test(value);

/** 'Egzersizi Kaydet' (create and edit): the picture is an uploaded image's key or a URL. */
export const saveExerciseSchema = z
  .object({
    name: textField({ error: exercisesValidationMessages.nameRequired })
      .trim()
      .min(1, exercisesValidationMessages.nameRequired)
      .max(EXERCISE_NAME_MAX, exercisesValidationMessages.nameTooLong),
    description: textField({ multiline: true })
      .trim()
      .max(EXERCISE_DESCRIPTION_MAX, exercisesValidationMessages.descriptionTooLong)
      .default(''),
    category: z.enum(exerciseCategories, { error: exercisesValidationMessages.category }),
    duration: typedNumber(
      z
        .number({
          error: (issue) =>
            issue.input === undefined
              ? exercisesValidationMessages.durationRequired
              : exercisesValidationMessages.durationInteger,
        })
        .int(exercisesValidationMessages.durationInteger)
        .min(1, exercisesValidationMessages.durationMin)
        .max(EXERCISE_DURATION_MAX, exercisesValidationMessages.durationMax),
    ),
    imageKey: textField()
      .trim()
      .max(300)
      .nullish()
      .transform((value) => value || null),
    gifUrl: textField()
      .trim()
      .max(2000)
      .refine((value) => value === '' || isImageUrl(value), exercisesValidationMessages.urlInvalid)
      .default(''),
  })
  .refine((input) => input.imageKey !== null || input.gifUrl !== '', {
    message: exercisesValidationMessages.imageRequired,
    path: ['gifUrl'],
  });
export type SaveExerciseInput = z.input<typeof saveExerciseSchema>;
export type SaveExercise = z.output<typeof saveExerciseSchema>;

/** The admin's card: the client's fields plus the uploaded picture's key (null for a URL). */
/** `version`: what the edit form sends back with its save (ADR 0053). */
export type AdminExercise = Exercise & { imageKey: string | null; version: number };

/** Whole minutes as the cards show them (spec 2: seconds / 60, rounded down). */
export const wholeMinutes = (seconds: number) => Math.floor(seconds / 60);
