// The calorie diary's constants without zod (the diary screen imports these, not the schemas).

/** The diary's earliest day; the diary never goes past today in Europe/Istanbul. */
export const DIARY_EARLIEST_DAY = '2000-01-01';
