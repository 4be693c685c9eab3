// What other features may use of the client's reminders feature (see docs/CODE_STYLE.md "Features meet through index.ts").
export { RemindersCard } from './components/reminders-card.tsx';
