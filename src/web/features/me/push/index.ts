// What other features may use of the client's push feature (see docs/CODE_STYLE.md "Features meet through index.ts").
export { PushCard } from './components/push-card.tsx';
export { forgetThisBrowserPush } from './api/save-push-subscription.ts';
