import { recordVersionMessages } from '../record-versions.ts';
import { z } from '../zod-turkish.ts';

/**
 * The version an edit form read its record at (ADR 0053), sent with every save of a shared record
 * next to the form's own fields. 0 is a one-row record that was never saved.
 */
export const versionField = z
  .number({ error: recordVersionMessages.missing })
  .int(recordVersionMessages.missing)
  .min(0, recordVersionMessages.missing)
  .max(2_147_483_647, recordVersionMessages.missing);
