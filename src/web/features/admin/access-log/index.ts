// What other features may use of the access log (see docs/CODE_STYLE.md "Features meet through index.ts").
export { ClientAccessLogCard } from './components/client-access-log-card.tsx';
