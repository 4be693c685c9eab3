import { describe, expect, it } from 'vitest';
import {
  addFood,
  buildCustomFood,
  type CalculatorItem,
  changeQuantity,
  itemTotals,
  parseDecimal,
  removeFood,
  shownItemTotals,
  sumTotals,
} from './calorie-calculator.ts';

const egg = { id: 'egg', name: 'Yumurta', calories: 155, protein: 13, carbs: 1.1, fat: 11, servingSize: 50 };
const bread = { id: 'bread', name: 'Tam buğday ekmeği', calories: 247, protein: 13, carbs: 41, fat: 3.4 };

describe('calorie calculator', () => {
  it('adds a food with quantity 1 and the default serving of 100 g', () => {
    const items = addFood([], bread);
    expect(items).toEqual([{ ...bread, servingSize: 100, quantity: 1 }]);
  });

  it('raises the quantity by 1 when the same food is added again', () => {
    const items = addFood(addFood(addFood([], egg), bread), egg);
    expect(items.map((item) => [item.id, item.quantity])).toEqual([
      ['egg', 2],
      ['bread', 1],
    ]);
  });

  it('never lets minus go below quantity 1', () => {
    let items = addFood(addFood([], egg), egg);
    items = changeQuantity(items, 'egg', -1);
    items = changeQuantity(items, 'egg', -1);
    items = changeQuantity(items, 'egg', -1);
    expect(items[0]!.quantity).toBe(1);
    expect(changeQuantity(items, 'egg', 1)[0]!.quantity).toBe(2);
  });

  it('removes a food', () => {
    expect(removeFood(addFood(addFood([], egg), bread), 'egg').map((item) => item.id)).toEqual(['bread']);
  });

  it('computes value × quantity × serving_size / 100 per item and in total', () => {
    const eggs: CalculatorItem = { ...egg, quantity: 3 };
    expect(itemTotals(eggs)).toEqual({
      calories: 155 * 1.5,
      protein: 13 * 1.5,
      carbs: 1.1 * 1.5,
      fat: 11 * 1.5,
    });
    const items = addFood(addFood(addFood(addFood([], egg), egg), egg), bread);
    // The totals are the rows as shown, added: 233 kcal (232,5) + 247 kcal.
    expect(items.map(shownItemTotals).map((row) => row.calories)).toEqual([233, 247]);
    const totals = sumTotals(items);
    expect(totals.calories).toBe(480);
    expect(totals.fat).toBeCloseTo(16.5 + 3.4);
  });

  it('parses decimals with a comma or a point and falls back to 0', () => {
    expect(parseDecimal('12,5')).toBe(12.5);
    expect(parseDecimal(' 7.25 ')).toBe(7.25);
    expect(parseDecimal('')).toBe(0);
    expect(parseDecimal('abc')).toBe(0);
    expect(parseDecimal('-4')).toBe(0);
  });

  it('makes a custom food only with a name and calories above 0', () => {
    const input = { name: ' Ev yapımı kek ', calories: '320,5', protein: '6', carbs: 'x', fat: '14.2' };
    expect(buildCustomFood(input, 'c1')).toEqual({
      id: 'c1',
      name: 'Ev yapımı kek',
      calories: 320.5,
      protein: 6,
      carbs: 0,
      fat: 14.2,
      servingSize: 100,
    });
    expect(buildCustomFood({ ...input, name: '   ' }, 'c2')).toBeNull();
    expect(buildCustomFood({ ...input, calories: '0' }, 'c3')).toBeNull();
    expect(buildCustomFood({ ...input, calories: 'bilmiyorum' }, 'c4')).toBeNull();
  });
});
