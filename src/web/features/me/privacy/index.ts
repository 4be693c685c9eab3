// What other features may use of the client's privacy feature (see docs/CODE_STYLE.md "Features meet through index.ts").
export { MyDataCard } from './components/my-data-card.tsx';
