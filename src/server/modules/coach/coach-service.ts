import { desc, eq } from 'drizzle-orm';
import {
  COACH_HISTORY_LIMIT,
  type CoachConversation,
  type CoachMessage,
  coachErrorTexts,
} from '../../../shared/schemas/coach.ts';
import { isAiConfigured } from '../../ai/ai-provider.ts';
import { type CoachReplyStream, streamLifeCoachReply } from '../../ai/life-coach.ts';
import type { Database } from '../../db/client.ts';
import { coachMessages } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { AppError } from '../../errors.ts';

// The life coach (spec 2 "Life-coach chat"): one conversation per admin, kept on the server. A
// question and its answer are stored together once the answer is complete; a failed answer stores
// nothing, so the conversation never holds half a reply.

/** How many messages the screen shows (the newest). */
const CONVERSATION_SHOWN = 200;

const messageColumns = {
  id: coachMessages.id,
  role: coachMessages.role,
  content: coachMessages.content,
  createdAt: coachMessages.createdAt,
};

type MessageRow = Omit<CoachMessage, 'createdAt'> & { createdAt: Date };

const toCoachMessage = (row: MessageRow): CoachMessage => ({ ...row, createdAt: row.createdAt.toISOString() });

async function readNewestMessages(db: Database, adminId: string, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select(messageColumns)
    .from(coachMessages)
    .where(eq(coachMessages.adminId, adminId))
    .orderBy(desc(coachMessages.createdAt), desc(coachMessages.role))
    .limit(limit);
  return rows.reverse();
}

/** The chat screen: the admin's own conversation, oldest first, and whether a provider is set up. */
export async function getCoachConversation(
  db: Database,
  params: { adminId: string; env: Env },
): Promise<CoachConversation> {
  const rows = await readNewestMessages(db, params.adminId, CONVERSATION_SHOWN);
  return { messages: rows.map(toCoachMessage), isConfigured: isAiConfigured(params.env) };
}

export async function clearCoachConversation(db: Database, params: { adminId: string }): Promise<void> {
  await db.delete(coachMessages).where(eq(coachMessages.adminId, params.adminId));
}

export type StartedCoachReply = {
  /** The first non-blank text of the reply (it has begun). */
  firstText: string;
  rest: CoachReplyStream;
  askedAt: Date;
};

/**
 * Starts the reply to a question and waits for its first text, so that "no provider" (503), a
 * provider failure before any text (502) and an empty reply (502, spec 2 §7) are ordinary error
 * answers. Once text has come, the route streams the rest.
 */
export async function startCoachReply(
  db: Database,
  params: { adminId: string; question: string; env: Env; signal?: AbortSignal },
): Promise<StartedCoachReply> {
  const askedAt = new Date();
  const history = await readNewestMessages(db, params.adminId, COACH_HISTORY_LIMIT);
  const reply = streamLifeCoachReply(params.env, {
    history: history.map((message) => ({ role: message.role, content: message.content })),
    question: params.question,
    signal: params.signal,
  });
  if (!reply) throw new AppError('ai_not_configured', coachErrorTexts.notConfigured);
  let firstText = '';
  try {
    while (firstText.trim() === '') {
      const next = await reply.next();
      if (next.done) throw new AppError('ai_empty', coachErrorTexts.failed);
      firstText += next.value;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    console.error('[ai] life coach failed:', error instanceof Error ? error.message : error);
    throw new AppError('ai_failed', coachErrorTexts.failed, { cause: error });
  }
  return { firstText: firstText.trimStart(), rest: reply, askedAt };
}

/** Stores a completed exchange (question, then answer) and returns both as the screen shows them. */
export async function saveCoachExchange(
  db: Database,
  params: { adminId: string; question: string; answer: string; askedAt: Date },
): Promise<{ question: CoachMessage; answer: CoachMessage }> {
  const answeredAt = new Date(Math.max(Date.now(), params.askedAt.getTime() + 1));
  const rows = await db
    .insert(coachMessages)
    .values([
      { adminId: params.adminId, role: 'user', content: params.question, createdAt: params.askedAt },
      { adminId: params.adminId, role: 'assistant', content: params.answer, createdAt: answeredAt },
    ])
    .returning(messageColumns);
  const [question, answer] = [...rows].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return { question: toCoachMessage(question!), answer: toCoachMessage(answer!) };
}
