// What other features may use of the client's mail feature (see docs/CODE_STYLE.md "Features meet through index.ts").
export { MailConsentCard } from './components/mail-consent-card.tsx';
