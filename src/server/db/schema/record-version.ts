import { integer } from 'drizzle-orm/pg-core';

/**
 * The version of a row that edit forms save (ADR 0053): 1 when created, moved on by one by the
 * bump_version trigger (migration 0021) with every change of the row, whoever wrote it. A save names
 * the version its form read and is refused (409 stale_version) when the row has moved on since.
 */
export const recordVersion = () => integer('version').notNull().default(1);
