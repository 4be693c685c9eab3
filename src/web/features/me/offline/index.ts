// What the client area's screens use of the phone's outbox (issue #41).
export {
  useKeepDiaryEntry,
  useKeepWaterGlass,
  usePendingWrites,
  waitingDiaryCalories,
} from './api/use-pending-writes.ts';
export { PendingWritesList } from './components/pending-writes-list.tsx';
export { forgetClientDataOnThisPhone } from './lib/forget-this-phone.ts';
export { countWaitingWrites, isNetworkFailure } from './lib/pending-writes.ts';
export { meOfflineMessages } from './messages.ts';
