import { dayField } from '../fields/day-field.ts';
import { z } from '../zod-turkish.ts';

// POST /api/me/water (spec 1 §2.5). A phone that kept glasses offline (issue #41) sends each with an
// id of its own, so a repeat after a lost answer counts once, and with the day it was drunk, so a glass
// of 23:50 sent after midnight still counts for its own day.

export const waterGlassDayMessages = {
  invalid: 'Geçerli bir gün gönderin.',
  inFuture: 'Gelecekteki bir güne su eklenemez.',
} as const;

/** A glass kept offline may be sent the day after; older glasses are refused. */
export const waterGlassTooOldMessage = 'Su yalnızca bugün ve dün için eklenebilir.';

export const addWaterGlassSchema = z.object({
  clientGlassId: z.uuid('Bardağın cihaz kimliği geçersiz.').optional(),
  date: dayField(waterGlassDayMessages, { notAfterToday: true }).optional(),
});
export type AddWaterGlassInput = z.infer<typeof addWaterGlassSchema>;
