export { useRecordVisits } from './api/record-visit.ts';
