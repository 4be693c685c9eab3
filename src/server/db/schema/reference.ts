import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { genders } from '../../../shared/constants.ts';
import { recordVersion } from './record-version.ts';

// The dietitian's reference tables (spec 2 §3 "Body-composition thresholds", "Abdominal-fat ratios",
// age_based_fat_ratios). The two ideal-value tables keep every saved row (the latest one is in force),
// so a change is never lost and the history can be read back.

export const idealBodyCompositionValues = pgTable(
  'ideal_body_composition_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hiddenFat: doublePrecision('hidden_fat').notNull(),
    highWeight: doublePrecision('high_weight').notNull(),
    durableMuscle: doublePrecision('durable_muscle').notNull(),
    underExercise: doublePrecision('under_exercise').notNull(),
    normal: doublePrecision('normal').notNull(),
    normalLower: doublePrecision('normal_lower').notNull(),
    thin: doublePrecision('thin').notNull(),
    thinLower: doublePrecision('thin_lower').notNull(),
    extremelyThin: doublePrecision('extremely_thin').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ideal_body_composition_values_created_idx').on(t.createdAt.desc())],
);

export const idealAbdominalFatValues = pgTable(
  'ideal_abdominal_fat_values',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    good: doublePrecision('good').notNull(),
    average: doublePrecision('average').notNull(),
    poor: doublePrecision('poor').notNull(),
    critical: doublePrecision('critical').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ideal_abdominal_fat_values_created_idx').on(t.createdAt.desc())],
);

export const ageBasedFatRatios = pgTable(
  'age_based_fat_ratios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    gender: text('gender', { enum: genders }).notNull(),
    ageStart: integer('age_start').notNull(),
    ageEnd: integer('age_end').notNull(),
    excellent: doublePrecision('excellent').notNull(),
    good: doublePrecision('good').notNull(),
    average: doublePrecision('average').notNull(),
    poor: doublePrecision('poor').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // The 18 rows are one record for the form (ADR 0053): every row carries the table's version, which
    // each save that changes a value sets one past the highest (no trigger: a row left alone moves too).
    version: recordVersion(),
  },
  (t) => [
    unique('age_based_fat_ratios_gender_ages_key').on(t.gender, t.ageStart, t.ageEnd),
    check('age_based_fat_ratios_ages', sql`${t.ageStart} <= ${t.ageEnd}`),
  ],
);
