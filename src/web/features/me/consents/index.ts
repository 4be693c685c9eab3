// What other features and the app shell may use of the client's consents (see docs/CODE_STYLE.md "Features meet through index.ts").
export { ConsentGate } from './components/consent-gate.tsx';
export { MyConsentsCard } from './components/my-consents-card.tsx';
