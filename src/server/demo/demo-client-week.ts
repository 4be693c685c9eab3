import type { MealType, WeekDay } from '../../shared/constants.ts';
import type { HouseholdMeasure } from '../../shared/diet-totals.ts';

// The demo client's week (danisan@example.com) as food lines beside its meal texts (issue #40): what
// the texts of seed-nutrition-demo.ts say, in the seeded food database's names (data/foods.json) and
// amounts, so the editor, the client's plan, 'Yedim', the PDF and its shopping list show a real week.
// A few lines carry alternatives ('veya'), as a dietitian offers a swap.

/** [food name, grams] or [food name, count, household measure]. */
export type DemoWeekLine = [string, number] | [string, number, HouseholdMeasure];
type DemoWeekEntry = { line: DemoWeekLine; or?: DemoWeekLine[] };
export type DemoWeekEntries = DemoWeekEntry[];

const l = (line: DemoWeekLine, ...or: DemoWeekLine[]): DemoWeekEntry => (or.length > 0 ? { line, or } : { line });

export const demoClientWeekLines: Record<WeekDay, Partial<Record<MealType, DemoWeekEntry[]>>> = {
  monday: {
    breakfast: [
      l(['Haşlanmış yumurta', 50]),
      l(['Beyaz peynir', 30]),
      l(['Yeşil zeytin', 20]),
      l(['Domates', 100]),
      l(['Salatalık', 100]),
      l(['Tam buğday ekmeği', 2, 'slice'], ['Yulaf ezmesi', 3, 'tablespoon']),
    ],
    morning_snack: [l(['Elma', 1, 'medium_piece']), l(['Badem', 15])],
    lunch: [l(['Mercimek çorbası', 1, 'bowl']), l(['Bulgur pilavı', 4, 'tablespoon']), l(['Mevsim salatası', 150])],
    afternoon_snack: [l(['Ayran', 1, 'water_glass']), l(['Kuru kayısı', 16])],
    dinner: [l(['Tavuk göğsü (fırında)', 150], ['Levrek (ızgara)', 160]), l(['Cacık', 1, 'bowl'])],
    evening_snack: [l(['Süt (yarım yağlı)', 1, 'tea_glass'])],
  },
  tuesday: {
    breakfast: [l(['Menemen', 200]), l(['Çavdar ekmeği', 1, 'slice'])],
    morning_snack: [l(['Armut', 1, 'medium_piece']), l(['Ceviz içi', 10])],
    lunch: [
      l(['Zeytinyağlı taze fasulye', 180]),
      l(['Yoğurt (az yağlı)', 1, 'bowl']),
      l(['Tam buğday ekmeği', 1, 'slice']),
    ],
    afternoon_snack: [l(['Çilek', 150]), l(['Yulaf ezmesi', 1, 'tablespoon'])],
    dinner: [l(['Levrek (ızgara)', 180]), l(['Mevsim salatası', 150]), l(['Bulgur pilavı', 2, 'tablespoon'])],
    evening_snack: [l(['Süt (yarım yağlı)', 1, 'water_glass'])],
  },
  wednesday: {
    breakfast: [
      l(['Yulaf ezmesi', 3, 'tablespoon']),
      l(['Süt (yarım yağlı)', 1, 'water_glass']),
      l(['Muz', 60]),
      l(['Ceviz içi', 5]),
    ],
    morning_snack: [l(['Mandalina', 100]), l(['Lor peyniri', 30])],
    lunch: [l(['Kuru fasulye', 1, 'portion']), l(['Pirinç pilavı', 3, 'tablespoon']), l(['Çoban salatası', 150])],
    afternoon_snack: [l(['Yoğurt (az yağlı)', 1, 'bowl']), l(['Bal', 1, 'dessert_spoon'])],
    dinner: [l(['Ispanak yemeği', 1, 'portion']), l(['Yoğurt (az yağlı)', 150]), l(['Tam buğday ekmeği', 1, 'slice'])],
    evening_snack: [l(['Kuru incir', 30])],
  },
  thursday: {
    breakfast: [l(['Sade omlet', 120]), l(['Kaşar peyniri', 30]), l(['Tam buğday ekmeği', 1, 'slice'])],
    morning_snack: [l(['Portakal', 1, 'medium_piece']), l(['Fındık', 15])],
    lunch: [l(['Izgara köfte', 120], ['Tavuk şiş', 150]), l(['Piyaz', 150]), l(['Lavaş', 30])],
    afternoon_snack: [l(['Çilek', 100])],
    dinner: [l(['Zeytinyağlı pırasa', 1, 'portion']), l(['Cacık', 1, 'bowl']), l(['Çavdar ekmeği', 1, 'slice'])],
    evening_snack: [l(['Süt (yarım yağlı)', 1, 'tea_glass'])],
  },
  friday: {
    breakfast: [
      l(['Haşlanmış yumurta', 50]),
      l(['Lor peyniri', 2, 'tablespoon']),
      l(['Pekmez', 1, 'dessert_spoon']),
      l(['Tahin', 1, 'dessert_spoon']),
      l(['Tam buğday ekmeği', 2, 'slice']),
    ],
    morning_snack: [l(['Muz', 100])],
    lunch: [l(['Yayla çorbası', 1, 'bowl']), l(['Tavuk sote', 1, 'portion']), l(['Bulgur pilavı', 3, 'tablespoon'])],
    afternoon_snack: [l(['Elma', 1, 'medium_piece']), l(['Beyaz peynir', 30])],
    dinner: [l(['Somon (fırında)', 150]), l(['Brokoli', 150]), l(['Mevsim salatası', 150])],
    evening_snack: [l(['Yoğurt (az yağlı)', 1, 'bowl'])],
  },
  saturday: {
    breakfast: [
      l(['Haşlanmış yumurta', 50]),
      l(['Beyaz peynir', 30]),
      l(['Yeşil zeytin', 20]),
      l(['Domates', 100]),
      l(['Salatalık', 100]),
      l(['Simit', 50], ['Tam buğday ekmeği', 2, 'slice']),
    ],
    morning_snack: [l(['Kavun', 200])],
    lunch: [l(['Lahmacun', 1, 'medium_piece']), l(['Ayran', 1, 'water_glass'])],
    afternoon_snack: [l(['Badem', 10]), l(['Fındık', 10]), l(['Ceviz içi', 10])],
    dinner: [l(['Karnıyarık', 1, 'portion']), l(['Yoğurt (az yağlı)', 1, 'bowl']), l(['Çoban salatası', 150])],
    evening_snack: [l(['Şeftali', 1, 'medium_piece'])],
  },
  sunday: {
    breakfast: [l(['Çılbır', 1, 'portion']), l(['Tam buğday ekmeği', 1, 'slice']), l(['Domates', 100])],
    morning_snack: [l(['Elma', 1, 'medium_piece'])],
    lunch: [l(['Zeytinyağlı yaprak sarma', 150]), l(['Cacık', 1, 'bowl']), l(['Mercimek çorbası', 1, 'bowl'])],
    afternoon_snack: [l(['Sütlaç', 120])],
    dinner: [l(['Kısır', 1, 'portion']), l(['Beyaz peynir', 30]), l(['Mevsim salatası', 150])],
    evening_snack: [l(['Süt (yarım yağlı)', 1, 'tea_glass'])],
  },
};

/** Every food name the week uses, lines and alternatives. */
export const demoClientWeekFoodNames = (): string[] => [
  ...new Set(
    Object.values(demoClientWeekLines).flatMap((meals) =>
      Object.values(meals).flatMap((entries) =>
        (entries ?? []).flatMap((entry) => [entry.line[0], ...(entry.or ?? []).map((line) => line[0])]),
      ),
    ),
  ),
];
