import { eq, inArray } from 'drizzle-orm';
import type { MealType, WeekDay } from '../../shared/constants.ts';
import { toBusinessDay } from '../../shared/dates.ts';
import { scaleToPortion } from '../../shared/nutrition.ts';
import type { Database } from '../db/client.ts';
import {
  authUsers,
  calorieDiary,
  foodItems,
  nutritionProgramFoodLines,
  nutritionPrograms,
  nutritionProgramTemplateFoodLines,
  nutritionProgramTemplates,
} from '../db/schema/index.ts';
import { toTemplateNameKey } from '../modules/nutrition-program-templates/nutrition-program-templates-service.ts';
import { demoClients } from './demo-accounts.ts';
import {
  type DemoWeekEntries,
  type DemoWeekLine,
  demoClientWeekFoodNames,
  demoClientWeekLines,
} from './demo-client-week.ts';
import { demoProgramTemplates, demoTemplateMeals } from './demo-program-templates.ts';

// The nutrition side of the demo client danisan@example.com (client A): a full weekly programme of
// about 1,500–1,600 kcal written as a dietitian would, with its food lines (demo-client-week.ts), and three days of calorie diary (today and the
// two days before), and the practice's diet-list template library (the demo week's texts, and the
// weeks of demo-program-templates.ts with their food lines). danisan2@ and danisan3@ get nothing: the tests use them as "another client" and
// for the empty states. Each part is added only when the client has none yet.

const DAY_MS = 24 * 60 * 60 * 1000;

type WeekPlan = Record<WeekDay, Record<MealType, string>>;

const weeklyProgramme: WeekPlan = {
  monday: {
    breakfast:
      '1 haşlanmış yumurta, 1 kibrit kutusu beyaz peynir, 5 zeytin, bol domates-salatalık, 2 ince dilim tam buğday ekmeği, şekersiz çay',
    morning_snack: '1 orta boy elma, 10 çiğ badem',
    lunch: '1 kase mercimek çorbası, 4 yemek kaşığı bulgur pilavı, mevsim salatası (1 tatlı kaşığı zeytinyağı)',
    afternoon_snack: '1 su bardağı ayran, 2 adet kuru kayısı',
    dinner: '150 g ızgara tavuk göğsü, közlenmiş sebze, 1 kase cacık',
    evening_snack: '1 çay bardağı süt, 1 tatlı kaşığı tarçın',
  },
  tuesday: {
    breakfast: 'Menemen (2 yumurta, az yağlı), 1 dilim çavdar ekmeği, 1 tatlı kaşığı zeytin ezmesi, şekersiz çay',
    morning_snack: '1 orta boy armut, 2 tam ceviz içi',
    lunch: '6 yemek kaşığı zeytinyağlı taze fasulye, 1 kase yoğurt, 1 dilim tam buğday ekmeği',
    afternoon_snack: '1 kase çilek, 1 yemek kaşığı yulaf',
    dinner: '1 porsiyon fırında levrek, roka salatası, 2 yemek kaşığı bulgur pilavı',
    evening_snack: '1 su bardağı ılık süt',
  },
  wednesday: {
    breakfast:
      'Yulaf lapası (3 yemek kaşığı yulaf, 1 su bardağı süt, yarım muz, 1 tatlı kaşığı ceviz), şekersiz bitki çayı',
    morning_snack: '1 mandalina, 1 kibrit kutusu lor peyniri',
    lunch: '1 porsiyon etli kuru fasulye, 3 yemek kaşığı pirinç pilavı, turşu, çoban salatası',
    afternoon_snack: '1 kase yoğurt, 1 tatlı kaşığı bal',
    dinner: '1 porsiyon ıspanak yemeği, 1 kase yoğurt, 1 dilim tam buğday ekmeği',
    evening_snack: '2 adet kuru incir',
  },
  thursday: {
    breakfast:
      '2 yumurtalı sebzeli omlet, 1 kibrit kutusu kaşar, bol yeşillik, 1 dilim tam buğday ekmeği, şekersiz çay',
    morning_snack: '1 orta boy portakal, 10 fındık',
    lunch: '4 adet ızgara köfte, piyaz, yarım lavaş',
    afternoon_snack: '1 su bardağı kefir, 1 avuç çilek',
    dinner: '1 porsiyon zeytinyağlı pırasa, 1 kase cacık, 1 dilim çavdar ekmeği',
    evening_snack: '1 çay bardağı süt',
  },
  friday: {
    breakfast:
      '1 haşlanmış yumurta, 2 yemek kaşığı lor peyniri, 1 tatlı kaşığı pekmez + 1 tatlı kaşığı tahin, 2 ince dilim tam buğday ekmeği',
    morning_snack: '1 küçük muz',
    lunch: '1 kase yayla çorbası, 1 porsiyon tavuk sote, 3 yemek kaşığı bulgur pilavı',
    afternoon_snack: '1 orta boy elma, 1 kibrit kutusu beyaz peynir',
    dinner: '1 porsiyon fırında somon, buharda brokoli, mevsim salatası',
    evening_snack: '1 kase yoğurt',
  },
  saturday: {
    breakfast:
      'Serpme kahvaltı: 1 haşlanmış yumurta, beyaz peynir, 5 zeytin, domates, salatalık, yeşil biber, 1 yarım simit, şekersiz çay',
    morning_snack: '1 dilim kavun',
    lunch: '1 adet lahmacun (bol yeşillik, limonlu), 1 su bardağı ayran',
    afternoon_snack: '1 avuç çiğ kuruyemiş (badem, fındık, ceviz karışık)',
    dinner: '1 porsiyon karnıyarık, 1 kase yoğurt, çoban salatası',
    evening_snack: '1 orta boy şeftali',
  },
  sunday: {
    breakfast: 'Çılbır (2 yumurta, 1 kase yoğurt), 1 dilim tam buğday ekmeği, domates-salatalık, şekersiz çay',
    morning_snack: '1 orta boy elma, 1 tatlı kaşığı fıstık ezmesi',
    lunch: '5 adet zeytinyağlı yaprak sarma, 1 kase cacık, 1 kase mercimek çorbası',
    afternoon_snack: '1 küçük kase sütlaç (şekeri azaltılmış)',
    dinner: '1 porsiyon kısır, 1 kibrit kutusu beyaz peynir, mevsim salatası',
    evening_snack: '1 çay bardağı süt',
  },
};

const programmeNotes = [
  'Günde en az 8 bardak (2 litre) su içmeyi unutmayın; çay ve kahveyi şekersiz tüketin.',
  'Öğün atlamayın; ara öğünler kan şekerinizi dengede tutar.',
  'Ekmekleri tam buğday veya çavdar tercih edin, yemeklerde 1 tatlı kaşığından fazla yağ kullanmayın.',
  'Akşam yemeğinden sonra 2–3 saat içinde yatmamaya özen gösterin; haftada en az 3 gün 30 dakika yürüyün.',
].join('\n');

/** Three days of a realistic diary: [days ago, meal, food name, grams, quantity]. */
const diaryPlan: Array<[number, MealType, string, number, number]> = [
  [2, 'breakfast', 'Haşlanmış yumurta', 50, 2],
  [2, 'breakfast', 'Beyaz peynir', 30, 1],
  [2, 'breakfast', 'Tam buğday ekmeği', 50, 1],
  [2, 'breakfast', 'Domates', 100, 1],
  [2, 'morning_snack', 'Elma', 150, 1],
  [2, 'lunch', 'Mercimek çorbası', 250, 1],
  [2, 'lunch', 'Bulgur pilavı', 150, 1],
  [2, 'afternoon_snack', 'Ayran', 200, 1],
  [2, 'dinner', 'Tavuk şiş', 150, 1],
  [2, 'dinner', 'Cacık', 150, 1],
  [1, 'breakfast', 'Menemen', 200, 1],
  [1, 'breakfast', 'Çavdar ekmeği', 40, 1],
  [1, 'morning_snack', 'Armut', 160, 1],
  [1, 'morning_snack', 'Ceviz içi', 10, 1],
  [1, 'lunch', 'Zeytinyağlı taze fasulye', 250, 1],
  [1, 'lunch', 'Yoğurt (tam yağlı)', 150, 1],
  [1, 'afternoon_snack', 'Çilek', 150, 1],
  [1, 'dinner', 'Levrek (ızgara)', 180, 1],
  [1, 'dinner', 'Mevsim salatası', 150, 1],
  [1, 'evening_snack', 'Süt (yarım yağlı)', 200, 1],
  [0, 'breakfast', 'Yulaf ezmesi', 40, 1],
  [0, 'breakfast', 'Süt (yarım yağlı)', 200, 1],
  [0, 'breakfast', 'Muz', 60, 1],
  [0, 'morning_snack', 'Mandalina', 100, 1],
  [0, 'lunch', 'Kuru fasulye', 250, 1],
  [0, 'lunch', 'Pirinç pilavı', 100, 1],
];

/** Adds client A's weekly programme and diary days where they are missing. Returns rows added. */
export async function seedNutritionDemo(db: Database): Promise<number> {
  const email = demoClients[0].email;
  const [client] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, email)).limit(1);
  if (!client) return 0;
  return (await seedProgramme(db, client.id)) + (await seedDiary(db, client.id)) + (await seedTemplates(db));
}

/**
 * The practice's template library, added once while it is empty (ADR 0086): the demo week as 'Akdeniz
 * usulü 1500 kcal' (texts only), and the weeks of demo-program-templates.ts with their food lines and
 * targets (a food missing from the food database leaves its line out; its meal's text stays).
 */
async function seedTemplates(db: Database): Promise<number> {
  const existing = await db.select({ id: nutritionProgramTemplates.id }).from(nutritionProgramTemplates).limit(1);
  if (existing.length > 0) return 0;
  return (await seedMediterraneanTemplate(db)) + (await seedFoodLineTemplates(db));
}

async function seedFoodLineTemplates(db: Database): Promise<number> {
  const names = [
    ...new Set(
      demoProgramTemplates.flatMap((template) =>
        demoTemplateMeals(template).flatMap((meal) => meal.lines.map(([name]) => name)),
      ),
    ),
  ];
  const foods = await db
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .where(inArray(foodItems.name, names));
  const foodIdByName = new Map(foods.map((food) => [food.name, food.id]));
  for (const template of demoProgramTemplates) {
    const weekMeals = demoTemplateMeals(template);
    const [row] = await db
      .insert(nutritionProgramTemplates)
      .values({
        name: template.name,
        nameKey: toTemplateNameKey(template.name),
        description: template.description,
        notes: template.notes,
        meals: Object.fromEntries(weekMeals.map((meal) => [`${meal.day}_${meal.meal}`, meal.text])),
        dailyCaloriesTarget: template.dailyCaloriesTarget,
      })
      .returning({ id: nutritionProgramTemplates.id });
    if (!row) continue;
    const lines = weekMeals.flatMap((meal) =>
      meal.lines
        .filter(([name]) => foodIdByName.has(name))
        .map((line, position) => ({
          templateId: row.id,
          day: meal.day,
          meal: meal.meal,
          position,
          foodItemId: foodIdByName.get(line[0])!,
          ...(line.length === 2
            ? { grams: line[1], measure: null, measureCount: null }
            : { grams: null, measure: line[2], measureCount: line[1] }),
        })),
    );
    if (lines.length > 0) await db.insert(nutritionProgramTemplateFoodLines).values(lines);
  }
  return demoProgramTemplates.length;
}

async function seedMediterraneanTemplate(db: Database): Promise<number> {
  const meals: Record<string, string> = {};
  for (const [day, dayMeals] of Object.entries(weeklyProgramme)) {
    for (const [meal, text] of Object.entries(dayMeals)) meals[`${day}_${meal}`] = text;
  }
  const name = 'Akdeniz usulü 1500 kcal';
  await db.insert(nutritionProgramTemplates).values({
    name,
    nameKey: toTemplateNameKey(name),
    description: 'Zeytinyağlı sebze, baklagil ve balık ağırlıklı; kilo verme dönemi için 7 günlük liste.',
    notes: programmeNotes,
    meals,
  });
  return 1;
}

async function seedProgramme(db: Database, clientId: string): Promise<number> {
  const existing = await db
    .select({ id: nutritionPrograms.id })
    .from(nutritionPrograms)
    .where(eq(nutritionPrograms.clientId, clientId))
    .limit(1);
  if (existing.length > 0) return 0;
  const slots: Record<string, string> = {};
  for (const [day, meals] of Object.entries(weeklyProgramme)) {
    for (const [meal, text] of Object.entries(meals)) slots[`${day}_${meal}`] = text;
  }
  const [program] = await db
    .insert(nutritionPrograms)
    .values({ clientId, notes: programmeNotes, ...slots })
    .returning({ id: nutritionPrograms.id });
  if (!program) return 0;
  return 1 + (await seedProgrammeFoodLines(db, { clientId, programId: program.id }));
}

const amountOf = (line: DemoWeekLine) =>
  line.length === 2
    ? { grams: line[1], measure: null, measureCount: null }
    : { grams: null, measure: line[2], measureCount: line[1] };

/**
 * The week's food lines beside its texts (demo-client-week.ts): positions run through each meal, a main
 * line followed by its alternatives (ADR 0075). A food missing from the database leaves its line out.
 */
async function seedProgrammeFoodLines(db: Database, ids: { clientId: string; programId: string }): Promise<number> {
  const names = demoClientWeekFoodNames();
  const foods = await db
    .select({ id: foodItems.id, name: foodItems.name })
    .from(foodItems)
    .where(inArray(foodItems.name, names));
  const foodIdByName = new Map(foods.map((food) => [food.name, food.id]));
  const rows: (typeof nutritionProgramFoodLines.$inferInsert)[] = [];
  for (const [day, meals] of Object.entries(demoClientWeekLines) as [WeekDay, (typeof demoClientWeekLines)[WeekDay]][])
    for (const [meal, entries] of Object.entries(meals) as [MealType, DemoWeekEntries][]) {
      let position = 0;
      for (const entry of entries) {
        const foodItemId = foodIdByName.get(entry.line[0]);
        if (!foodItemId) continue;
        const mainPosition = position++;
        rows.push({ ...ids, day, meal, position: mainPosition, foodItemId, ...amountOf(entry.line) });
        for (const alternative of entry.or ?? []) {
          const alternativeId = foodIdByName.get(alternative[0]);
          if (!alternativeId) continue;
          rows.push({
            ...ids,
            day,
            meal,
            position: position++,
            foodItemId: alternativeId,
            alternativeOf: mainPosition,
            ...amountOf(alternative),
          });
        }
      }
    }
  if (rows.length > 0) await db.insert(nutritionProgramFoodLines).values(rows);
  return rows.length;
}

async function seedDiary(db: Database, clientId: string): Promise<number> {
  const existing = await db
    .select({ id: calorieDiary.id })
    .from(calorieDiary)
    .where(eq(calorieDiary.clientId, clientId))
    .limit(1);
  if (existing.length > 0) return 0;
  const names = [...new Set(diaryPlan.map(([, , name]) => name))];
  const foods = await db.select().from(foodItems).where(inArray(foodItems.name, names));
  const byName = new Map(foods.map((food) => [food.name, food]));
  const now = Date.now();
  const rows = diaryPlan.flatMap(([daysAgo, mealType, name, grams, quantity], index) => {
    const food = byName.get(name);
    if (!food) return [];
    const portion = scaleToPortion(food, food.servingSize, grams);
    return [
      {
        clientId,
        foodItemId: food.id,
        foodName: food.name,
        date: toBusinessDay(new Date(now - daysAgo * DAY_MS)),
        mealType,
        portionGrams: grams,
        quantity,
        calories: portion.calories * quantity,
        protein: portion.protein * quantity,
        carbs: portion.carbs * quantity,
        fat: portion.fat * quantity,
        // Entries of a day keep the order they were eaten in.
        createdAt: new Date(now - daysAgo * DAY_MS - (diaryPlan.length - index) * 60_000),
      },
    ];
  });
  if (rows.length === 0) return 0;
  await db.insert(calorieDiary).values(rows);
  return rows.length;
}
