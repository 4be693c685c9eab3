export { countDocumentVisit } from './api/count-document-visit.ts';
export { useRecordVisits } from './api/record-visit.ts';
