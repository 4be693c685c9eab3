import { asc, count, eq, sql } from 'drizzle-orm';
import { type CreateQuickReply, QUICK_REPLIES_MAX, type QuickReply } from '../../../shared/schemas/messages.ts';
import type { Database } from '../../db/client.ts';
import { messageQuickReplies } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

// The dietitian's saved quick replies (issue #42), offered above the reply box of every conversation.

type QuickReplyRow = typeof messageQuickReplies.$inferSelect;

const toQuickReply = (row: QuickReplyRow): QuickReply => ({
  id: row.id,
  text: row.text,
  createdAt: row.createdAt.toISOString(),
});

export async function listQuickReplies(db: Database): Promise<QuickReply[]> {
  const rows = await db.select().from(messageQuickReplies).orderBy(asc(messageQuickReplies.createdAt));
  return rows.map(toQuickReply);
}

/** Adds one; a list past its limit is refused (a few replies are quicker to find than many). */
export async function createQuickReply(db: Database, input: CreateQuickReply): Promise<QuickReply> {
  return db.transaction(async (tx) => {
    // One writer at a time, so two admins adding at once cannot both pass the count.
    await tx.execute(sql`lock table ${messageQuickReplies} in share row exclusive mode`);
    const [total] = await tx.select({ total: count() }).from(messageQuickReplies);
    if ((total?.total ?? 0) >= QUICK_REPLIES_MAX)
      throw badRequest(`En fazla ${QUICK_REPLIES_MAX} hazır yanıt kaydedilebilir. Önce birini silin.`);
    const [row] = await tx.insert(messageQuickReplies).values({ text: input.text }).returning();
    return toQuickReply(row!);
  });
}

export async function deleteQuickReply(db: Database, params: { quickReplyId: string }): Promise<void> {
  const deleted = await db
    .delete(messageQuickReplies)
    .where(eq(messageQuickReplies.id, params.quickReplyId))
    .returning({ id: messageQuickReplies.id });
  if (deleted.length === 0) throw notFound('Hazır yanıt bulunamadı.');
}
