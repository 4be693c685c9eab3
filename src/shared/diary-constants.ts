import { findDayProblem } from './fields/day-rules.ts';

// The calorie diary's constants without zod (the diary screen imports these, not the schemas).

/** The diary's earliest day; the diary never goes past today in Europe/Istanbul. */
export const DIARY_EARLIEST_DAY = '2000-01-01';

/** The diary's day rule's texts (diaryDateSchema, the diaries' day box). */
export const diaryDayMessages = {
  invalid: 'Geçerli bir tarih seçin.',
  tooEarly: 'Günlük 2000 yılından önceki günler için tutulamaz.',
  inFuture: 'Gelecekteki bir gün seçilemez.',
} as const;

/** The diary's day rule, as its schema: from DIARY_EARLIEST_DAY to today in Europe/Istanbul. */
export const diaryDayOptions = { earliest: DIARY_EARLIEST_DAY, notAfterToday: true } as const;

/** Why a diary cannot show this day, or null for a day it can (what the server would answer). */
export const findDiaryDayProblem = (value: string): string | null =>
  findDayProblem(value, diaryDayMessages, diaryDayOptions) ?? null;
