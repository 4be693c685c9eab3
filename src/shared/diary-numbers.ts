import type { DiaryEntry, MeDiaryEntry } from './schemas/diary.ts';

/**
 * Whether a client's diary entry carries its numbers (a hide-numbers client's never do, ADR 0090).
 * A zod-free module of its own, so that the diary screen's first paint brings no zod (ADR 0026).
 */
export const hasDiaryNumbers = (entry: MeDiaryEntry): entry is DiaryEntry => 'calories' in entry;
