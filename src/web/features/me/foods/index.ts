// What other features may use of the client's food list: the diary's picker and the home calculator
// share one cached copy (GET /api/me/foods), so the client home's answer stays small.
export { getFoodOptionsQueryOptions, useFoodOptions } from './api/get-food-options.ts';
