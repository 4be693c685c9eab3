import { describe, expect, it } from 'vitest';
import { createFoodSchema } from '../../shared/schemas/foods.ts';
import { foldForSearch } from '../../shared/text.ts';
import foodDatabase from './data/foods.json' with { type: 'json' };

// The seeded food database (docs/food-database.md, issue #40): big enough for Turkish diet lists, and
// every record one the dietitian could have typed into 'Yeni Besin Ekle' without a warning.

const foods = foodDatabase.foods;
const dishes = foods.filter((food) => food.kind === 'dish');

/** A record as the admin's form would send it: values, category and its own measure weights. */
function asFoodForm(food: (typeof foods)[number]) {
  return {
    name: food.name,
    calories: food.calories,
    protein: food.protein,
    carbs: food.carbs,
    fat: food.fat,
    servingSize: food.serving_size,
    category: food.category,
    measureWeights: Object.entries(food.measureGrams).map(([measure, grams]) => ({ measure, grams })),
  };
}

describe('the seeded food database (issue #40)', () => {
  it('holds at least 400 foods, 150 of them Turkish dishes composed from a recipe', () => {
    expect(foods.length).toBeGreaterThanOrEqual(400);
    expect(dishes.length).toBeGreaterThanOrEqual(150);
    for (const dish of dishes) {
      expect(dish.recipe?.length, dish.name).toBeGreaterThan(0);
      expect(dish.source, dish.name).toMatch(/^USDA SR26 tarif: NDB \d{5} /);
    }
  });

  it('has the common Turkish breakfast foods and the dishes a diet list names', () => {
    const names = new Set(foods.map((food) => food.name));
    const expected = [
      ...['Beyaz peynir', 'Kaşar peyniri', 'Tulum peyniri', 'Lor peyniri', 'Çökelek', 'Kaymak', 'Bal', 'Pekmez'],
      ...['Tahin pekmez', 'Bal kaymak', 'Siyah zeytin', 'Yeşil zeytin', 'Menemen', 'Sucuklu yumurta', 'Simit'],
      ...['Pişi', 'Bazlama', 'Açma', 'Peynirli poğaça', 'Zeytinli poğaça', 'Karnıyarık', 'Hünkar beğendi'],
      ...['Ezogelin çorbası', 'Tarhana çorbası', 'İç pilav', 'Su böreği', 'Kazandibi', 'Güllaç', 'Salep'],
    ];
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
  });

  it('has no two foods whose names the search folds to the same text', () => {
    const folded = foods.map((food) => foldForSearch(food.name).replace(/\s+/g, ' '));
    expect(folded.filter((name, index) => folded.indexOf(name) !== index)).toEqual([]);
  });

  it('passes every food rule of the admin form: macros within the serving, kcal near 4/4/9, measures valid', () => {
    const refused = foods.flatMap((food) => {
      const result = createFoodSchema.safeParse(asFoodForm(food));
      return result.success ? [] : [`${food.name}: ${result.error.issues.map((issue) => issue.message).join(' ')}`];
    });
    expect(refused).toEqual([]);
  });
});
