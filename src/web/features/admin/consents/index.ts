// What other features may use of the admin's consent view (see docs/CODE_STYLE.md "Features meet through index.ts").
export { ClientConsentStatus } from './components/client-consent-status.tsx';
