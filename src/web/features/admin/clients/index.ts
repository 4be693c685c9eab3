// What other features may use of the clients feature (see docs/CODE_STYLE.md "Features meet through index.ts").
export { useClientOptions } from './api/get-client-options.ts';
export { useClientInAddress } from './api/use-client-in-address.ts';
export { ClientPicker } from './components/client-picker.tsx';
export { ClientChecklist, useClientChecklist } from './components/client-checklist.tsx';
export { ClientDataDownload } from './components/client-data-download.tsx';
export { HideNumbersBadge } from './components/hide-numbers-badge.tsx';
