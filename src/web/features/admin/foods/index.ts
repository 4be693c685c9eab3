// What other features may use of the food database: its Turkish-aware search (the programme editor's 'Besin ekle').
export { useFoods } from './api/get-foods.ts';
