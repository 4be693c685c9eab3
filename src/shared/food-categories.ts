// The food categories of the food database (issue #40, ADR 0075 amendment of stop 54): a small fixed
// list suited to a Turkish shopping list, in the order of a walk through the market (the shopping
// list's groups come in this order). Zod-free, so a page can import the labels without zod.

/** A food's category; 'other' holds foods added before categories existed until the dietitian picks one. */
export const foodCategoryKeys = [
  'vegetables',
  'fruits',
  'meat_fish',
  'dairy',
  'eggs',
  'bread_grains',
  'legumes',
  'fats_olives_nuts',
  'drinks',
  'sweets_snacks',
  'spices_sauces',
  'dishes',
  'other',
] as const;

export type FoodCategory = (typeof foodCategoryKeys)[number];

export const foodCategoryLabels: Record<FoodCategory, string> = {
  vegetables: 'Sebzeler',
  fruits: 'Meyveler',
  meat_fish: 'Et, tavuk ve balık',
  dairy: 'Süt ve süt ürünleri',
  eggs: 'Yumurta',
  bread_grains: 'Ekmek ve tahıllar',
  legumes: 'Baklagiller',
  fats_olives_nuts: 'Yağlar, zeytin ve kuruyemiş',
  drinks: 'İçecekler',
  sweets_snacks: 'Tatlılar ve atıştırmalıklar',
  spices_sauces: 'Baharat ve soslar',
  dishes: 'Hazır yemekler',
  other: 'Diğer',
};
