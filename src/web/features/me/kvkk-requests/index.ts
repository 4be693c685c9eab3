// What other features may use of the client's KVKK requests (see docs/CODE_STYLE.md "Features meet through index.ts").
export { MyKvkkRequestsCard } from './components/my-kvkk-requests-card.tsx';
