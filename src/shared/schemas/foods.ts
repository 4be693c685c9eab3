// Foods as pickers show them (GET /api/me/foods, the client home's calculator).

/** A food with its values per `servingSize` grams. */
export type FoodOption = {
  id: string;
  name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  servingSize: number;
};

export type FoodOptionsResponse = { foods: FoodOption[] };
