import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { turkishOrder } from '../turkish-order.ts';
import { exerciseCategories, goalTypes, mealTypes, weekDays } from '../../../shared/constants.ts';
import { householdMeasureKeys, MEASURE_GRAMS_MAX, type MeasureGrams } from '../../../shared/diet-totals.ts';
import { foodCategoryKeys } from '../../../shared/food-categories.ts';
import type { HomeGoal, HomeMeasurement } from '../../../shared/schemas/home.ts';
import { adminUsers, clients } from './people.ts';
import { storedImages } from './platform.ts';
import { recordVersion } from './record-version.ts';

// The clinical data of the client area and the admin panel (spec 1 §3, spec 2 §3).

const clientRef = () =>
  text('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

export const clientMeasurements = pgTable(
  'client_measurements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientRef(),
    measurementDate: date('measurement_date').notNull(),
    weight: doublePrecision('weight').notNull(),
    fatRatio: doublePrecision('fat_ratio').notNull(),
    waterRatio: doublePrecision('water_ratio').notNull(),
    muscleRatio: doublePrecision('muscle_ratio').notNull(),
    bodyComposition: doublePrecision('body_composition').notNull(),
    bellyFat: doublePrecision('belly_fat').notNull(),
    boneMass: doublePrecision('bone_mass').notNull(),
    dailyCalories: doublePrecision('daily_calories').notNull(),
    metabolicAge: doublePrecision('metabolic_age').notNull(),
    chest: doublePrecision('chest').notNull(),
    waist: doublePrecision('waist').notNull(),
    hip: doublePrecision('hip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [index('client_measurements_client_date_idx').on(t.clientId, t.measurementDate.desc())],
);

export const goals = pgTable(
  'goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type', { enum: goalTypes }).notNull(),
    targetValue: integer('target_value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('goals_target_value_min', sql`${t.targetValue} >= 1`)],
);

export const clientGoals = pgTable(
  'client_goals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientRef(),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    completed: boolean('completed').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    index('client_goals_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('client_goals_goal_idx').on(t.goalId),
    // The admin goal list's order (created_at DESC, id DESC) is this index read backwards; the earlier
    // index was DESC NULLS LAST, which a plain DESC order cannot use (issue #17: a sequential scan).
    index('client_goals_created_id_idx').on(t.createdAt, t.id),
  ],
);

/**
 * The client home's blocks that change only when a measurement or a goal is written: the measurement
 * count, the first and the newest measurement, and the goals newest first, each already as the home's
 * JSON. PostgreSQL keeps the row in the writing statement's own transaction, by statement-level triggers
 * on client_measurements, client_goals and goals (migration 0015, ADR 0041), so no write path can leave
 * it behind. A client without a row has no measurements and no goals.
 */
export const clientHomeSummaries = pgTable('client_home_summaries', {
  clientId: text('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  measurementCount: integer('measurement_count').notNull().default(0),
  firstMeasurement: json('first_measurement').$type<HomeMeasurement>(),
  latestMeasurement: json('latest_measurement').$type<HomeMeasurement>(),
  goals: json('goals').$type<HomeGoal[]>().notNull().default([]),
});

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Nullable: a deleted client's sent notifications stay in the admin list as 'Silinmiş Danışan'.
    clientId: text('client_id').references(() => clients.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_client_created_idx').on(t.clientId, t.createdAt.desc()),
    // The sent-notifications list's order (created_at DESC, id DESC), read backwards (see client_goals).
    index('notifications_created_id_idx').on(t.createdAt, t.id),
  ],
);

export const waterIntake = pgTable(
  'water_intake',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientRef(),
    date: date('date').notNull(),
    glasses: integer('glasses').notNull().default(0),
    /** When the last glass was added: the water reminder skips a slot when one came since the last slot. */
    lastGlassAt: timestamp('last_glass_at', { withTimezone: true }),
  },
  (t) => [
    unique('water_intake_client_date_key').on(t.clientId, t.date),
    check('water_intake_glasses_min', sql`${t.glasses} >= 0`),
  ],
);

/**
 * The glasses a phone sent with an id of its own (issue #41): a glass kept offline and sent again
 * after a lost answer is found here and counted once. Glasses sent without an id are not recorded.
 */
export const waterGlassReceipts = pgTable(
  'water_glass_receipts',
  {
    clientId: clientRef(),
    clientGlassId: uuid('client_glass_id').notNull(),
    date: date('date').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'water_glass_receipts_pkey', columns: [t.clientId, t.clientGlassId] })],
);

export const foodItems = pgTable(
  'food_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Nutrients per serving_size grams. */
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    servingSize: doublePrecision('serving_size').notNull().default(100),
    /** Turkish-folded name for search (see shared/text.ts). */
    searchText: text('search_text').notNull().default(''),
    /** Where the values come from, e.g. "USDA SR28 NDB 11457" or the NDB numbers of a composed dish. */
    source: text('source'),
    /** The shopping list's group (src/shared/food-categories.ts); 'other' until the dietitian picks one. */
    category: text('category', { enum: foodCategoryKeys }).notNull().default('other'),
    /**
     * The food's own grams of household measures, `{ "slice": 30 }` (ADR 0075, amendment of stop 54): read
     * and written with the food as a whole, at most one per measure by its shape; a measure not named
     * here keeps its default grams.
     */
    measureGrams: jsonb('measure_grams').$type<MeasureGrams>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The food list's and the pickers' order: Turkish alphabetical (ADR 0056).
    index('food_items_name_turkish_idx').on(turkishOrder(t.name), t.id),
    check('food_items_serving_positive', sql`${t.servingSize} > 0`),
    check(
      'food_items_category_known',
      sql.raw(`category in (${foodCategoryKeys.map((key) => `'${key}'`).join(', ')})`),
    ),
    // Only known measures, each a number of grams in (0, MEASURE_GRAMS_MAX].
    check(
      'food_items_measure_grams_valid',
      sql.raw(
        `jsonb_typeof(measure_grams) = 'object' and measure_grams - array[${householdMeasureKeys.map((key) => `'${key}'`).join(', ')}] = '{}'::jsonb and not jsonb_path_exists(measure_grams, '$.* ? (@.type() != "number" || @ <= 0 || @ > ${MEASURE_GRAMS_MAX})')`,
      ),
    ),
  ],
);

/**
 * The curated foods (src/server/demo/data/foods.json) this database has been offered, by folded name (as
 * the food-name rule compares names: Turkish fold, one space). A key stays after its food is deleted,
 * so a start-up adds only curated foods that are new since the last one and never brings back a food
 * the dietitian removed (ADR 0075, amendment of 2026-11-28).
 */
export const curatedFoodOffers = pgTable('curated_food_offers', {
  foodKey: text('food_key').primaryKey(),
  offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The foods an admin starred in the programme editor's picker ('Favori', ADR 0075 stop 54): each
 * admin's own. Leaves with the admin and with the food.
 */
export const adminFavouriteFoods = pgTable(
  'admin_favourite_foods',
  {
    adminId: text('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    foodItemId: uuid('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.foodItemId] }), index('admin_favourite_foods_food_idx').on(t.foodItemId)],
);

export const calorieDiary = pgTable(
  'calorie_diary',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientRef(),
    foodItemId: uuid('food_item_id').references(() => foodItems.id, { onDelete: 'set null' }),
    /** Copy of the food's name, so a diary day still reads well after the food is deleted. */
    foodName: text('food_name').notNull(),
    date: date('date').notNull(),
    mealType: text('meal_type', { enum: mealTypes }).notNull(),
    portionGrams: doublePrecision('portion_grams').notNull().default(100),
    quantity: doublePrecision('quantity').notNull().default(1),
    calories: doublePrecision('calories').notNull(),
    protein: doublePrecision('protein').notNull(),
    carbs: doublePrecision('carbs').notNull(),
    fat: doublePrecision('fat').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The id the client's phone gave an entry made offline (issue #41): a repeat finds this row. */
    clientEntryId: uuid('client_entry_id'),
  },
  (t) => [
    index('calorie_diary_client_date_idx').on(t.clientId, t.date, t.createdAt),
    unique('calorie_diary_client_entry_key').on(t.clientId, t.clientEntryId),
    check('calorie_diary_quantity_min', sql`${t.quantity} >= 1`),
  ],
);

/**
 * A diary entry's meal photo (issue #42): one per entry, its id the private route's
 * (`/api/me|admin/diary/photos/:id`), the client who may read it and its files in the image store (a
 * private kind, never served at /uploads/). The entry's deletion removes it with its files.
 */
export const diaryEntryPhotos = pgTable(
  'diary_entry_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .unique()
      .references(() => calorieDiary.id, { onDelete: 'cascade' }),
    clientId: clientRef(),
    imageKey: text('image_key')
      .notNull()
      .references(() => storedImages.key),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('diary_entry_photos_client_idx').on(t.clientId)],
);

const mealText = (column: string) => text(column).notNull().default('');

export const nutritionPrograms = pgTable(
  'nutrition_programs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: clientRef().unique(),
    notes: text('notes').notNull().default(''),
    monday_breakfast: mealText('monday_breakfast'),
    monday_morning_snack: mealText('monday_morning_snack'),
    monday_lunch: mealText('monday_lunch'),
    monday_afternoon_snack: mealText('monday_afternoon_snack'),
    monday_dinner: mealText('monday_dinner'),
    monday_evening_snack: mealText('monday_evening_snack'),
    tuesday_breakfast: mealText('tuesday_breakfast'),
    tuesday_morning_snack: mealText('tuesday_morning_snack'),
    tuesday_lunch: mealText('tuesday_lunch'),
    tuesday_afternoon_snack: mealText('tuesday_afternoon_snack'),
    tuesday_dinner: mealText('tuesday_dinner'),
    tuesday_evening_snack: mealText('tuesday_evening_snack'),
    wednesday_breakfast: mealText('wednesday_breakfast'),
    wednesday_morning_snack: mealText('wednesday_morning_snack'),
    wednesday_lunch: mealText('wednesday_lunch'),
    wednesday_afternoon_snack: mealText('wednesday_afternoon_snack'),
    wednesday_dinner: mealText('wednesday_dinner'),
    wednesday_evening_snack: mealText('wednesday_evening_snack'),
    thursday_breakfast: mealText('thursday_breakfast'),
    thursday_morning_snack: mealText('thursday_morning_snack'),
    thursday_lunch: mealText('thursday_lunch'),
    thursday_afternoon_snack: mealText('thursday_afternoon_snack'),
    thursday_dinner: mealText('thursday_dinner'),
    thursday_evening_snack: mealText('thursday_evening_snack'),
    friday_breakfast: mealText('friday_breakfast'),
    friday_morning_snack: mealText('friday_morning_snack'),
    friday_lunch: mealText('friday_lunch'),
    friday_afternoon_snack: mealText('friday_afternoon_snack'),
    friday_dinner: mealText('friday_dinner'),
    friday_evening_snack: mealText('friday_evening_snack'),
    saturday_breakfast: mealText('saturday_breakfast'),
    saturday_morning_snack: mealText('saturday_morning_snack'),
    saturday_lunch: mealText('saturday_lunch'),
    saturday_afternoon_snack: mealText('saturday_afternoon_snack'),
    saturday_dinner: mealText('saturday_dinner'),
    saturday_evening_snack: mealText('saturday_evening_snack'),
    sunday_breakfast: mealText('sunday_breakfast'),
    sunday_morning_snack: mealText('sunday_morning_snack'),
    sunday_lunch: mealText('sunday_lunch'),
    sunday_afternoon_snack: mealText('sunday_afternoon_snack'),
    sunday_dinner: mealText('sunday_dinner'),
    sunday_evening_snack: mealText('sunday_evening_snack'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Optimistic concurrency: every admin save must name the version it started from (two tabs never overwrite silently). */
    version: recordVersion(),
    /**
     * Moved on by every save of the food lines (nutrition_program_food_lines), so that the bump_version
     * trigger, which sees only this row, raises the programme's version for a lines-only save too.
     */
    foodLinesRevision: integer('food_lines_revision').notNull().default(0),
    /**
     * The daily kcal target the dietitian set on the programme (issue #40, ADR 0075 amendment); null:
     * the newest measurement's daily calories are the target. Saved by the editor's autosave.
     */
    dailyCaloriesTarget: integer('daily_calories_target'),
  },
  (t) => [
    check(
      'nutrition_programs_daily_calories_target_range',
      sql`${t.dailyCaloriesTarget} is null or ${t.dailyCaloriesTarget} between 800 and 5000`,
    ),
  ],
);

/**
 * The food lines of a programme's meals (issue #40, ADR 0075), beside the free text: a food from the
 * database and an amount in grams or as a count of a household measure (exactly one of the two).
 * Saved with the programme, under its version (the programme row's version moves on with every save).
 */
export const nutritionProgramFoodLines = pgTable(
  'nutrition_program_food_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programId: uuid('program_id')
      .notNull()
      .references(() => nutritionPrograms.id, { onDelete: 'cascade' }),
    /** The programme's client, for the audit trail (whose data a line is) and owner filters. */
    clientId: clientRef(),
    day: text('day', { enum: weekDays }).notNull(),
    meal: text('meal', { enum: mealTypes }).notNull(),
    position: integer('position').notNull(),
    // A deleted food leaves the programme with it: a line without its food has no values to total.
    foodItemId: uuid('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'cascade' }),
    grams: doublePrecision('grams'),
    measure: text('measure', { enum: householdMeasureKeys }),
    measureCount: doublePrecision('measure_count'),
    note: text('note').notNull().default(''),
    /**
     * An alternative ('veya', ADR 0075 stop 54): the position of the main line of the same meal it may
     * replace; null for a main line. Totals, the shopping list and 'Yedim' take main lines only.
     */
    alternativeOf: integer('alternative_of'),
    /** When the line was last saved (a meal's save writes its lines anew): the picker's 'Son kullanılan'. */
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('nutrition_program_food_lines_slot_key').on(t.programId, t.day, t.meal, t.position),
    index('nutrition_program_food_lines_food_idx').on(t.foodItemId),
    index('nutrition_program_food_lines_saved_idx').on(t.savedAt),
    // An alternative's main line is a line of the same programme, day and meal.
    foreignKey({
      name: 'nutrition_program_food_lines_alternative_fk',
      columns: [t.programId, t.day, t.meal, t.alternativeOf],
      foreignColumns: [t.programId, t.day, t.meal, t.position],
    }).onDelete('cascade'),
    check('nutrition_program_food_lines_alternative_not_self', sql`${t.alternativeOf} <> ${t.position}`),
    check(
      'nutrition_program_food_lines_amount',
      sql`(${t.grams} > 0 and ${t.measure} is null and ${t.measureCount} is null) or (${t.grams} is null and ${t.measure} is not null and ${t.measureCount} > 0)`,
    ),
  ],
);

/**
 * The practice's diet-list templates (issue #40, ADR 0086): a named copy of a programme's week (the 42
 * meal texts as one JSON object, the notes) to start a client's programme from. Practice data, not a
 * client's: no client column. `name_key` is the Turkish-folded name, unique, so 'Akdeniz' and 'AKDENİZ'
 * are one name.
 */
export const nutritionProgramTemplates = pgTable(
  'nutrition_program_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    nameKey: text('name_key').notNull().unique(),
    description: text('description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** `{ monday_breakfast: '…', … }`: every slot of the week, an empty string for an empty meal. */
    meals: json('meals').$type<Record<string, string>>().notNull(),
    /** The programme's own daily kcal target when it was saved (ADR 0086 amendment); null without one. */
    dailyCaloriesTarget: integer('daily_calories_target'),
    /** The rename form saves at the version it read (ADR 0053; ADR 0086's amendment). */
    version: recordVersion(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'nutrition_program_templates_daily_calories_target_range',
      sql`${t.dailyCaloriesTarget} is null or ${t.dailyCaloriesTarget} between 800 and 5000`,
    ),
  ],
);

/** A template's food lines: the shape of nutrition_program_food_lines, owned by a template. */
export const nutritionProgramTemplateFoodLines = pgTable(
  'nutrition_program_template_food_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateId: uuid('template_id')
      .notNull()
      .references(() => nutritionProgramTemplates.id, { onDelete: 'cascade' }),
    day: text('day', { enum: weekDays }).notNull(),
    meal: text('meal', { enum: mealTypes }).notNull(),
    position: integer('position').notNull(),
    // A deleted food leaves the template with it, as it leaves a programme (ADR 0086).
    foodItemId: uuid('food_item_id')
      .notNull()
      .references(() => foodItems.id, { onDelete: 'cascade' }),
    grams: doublePrecision('grams'),
    measure: text('measure', { enum: householdMeasureKeys }),
    measureCount: doublePrecision('measure_count'),
    note: text('note').notNull().default(''),
    /** As in nutrition_program_food_lines: the position of the main line this one is an alternative of. */
    alternativeOf: integer('alternative_of'),
  },
  (t) => [
    unique('nutrition_program_template_food_lines_slot_key').on(t.templateId, t.day, t.meal, t.position),
    index('nutrition_program_template_food_lines_food_idx').on(t.foodItemId),
    foreignKey({
      name: 'nutrition_program_template_food_lines_alternative_fk',
      columns: [t.templateId, t.day, t.meal, t.alternativeOf],
      foreignColumns: [t.templateId, t.day, t.meal, t.position],
    }).onDelete('cascade'),
    check('nutrition_program_template_food_lines_alternative_not_self', sql`${t.alternativeOf} <> ${t.position}`),
    check(
      'nutrition_program_template_food_lines_amount',
      sql`(${t.grams} > 0 and ${t.measure} is null and ${t.measureCount} is null) or (${t.grams} is null and ${t.measure} is not null and ${t.measureCount} > 0)`,
    ),
  ],
);

export const exercises = pgTable(
  'exercises',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    gifUrl: text('gif_url').notNull(),
    /** The uploaded picture's key (stored_images) when the admin uploaded one; null for a plain URL. */
    imageKey: text('image_key'),
    /** Seconds. */
    duration: integer('duration').notNull(),
    category: text('category', { enum: exerciseCategories }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: recordVersion(),
  },
  (t) => [
    index('exercises_name_turkish_idx').on(turkishOrder(t.name), t.id),
    check('exercises_duration_min', sql`${t.duration} >= 1`),
  ],
);
