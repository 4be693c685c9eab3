import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull, like, sql } from 'drizzle-orm';
import type { MessageSenderRole } from '../../../shared/message-constants.ts';
import {
  type ClientConversation,
  CONVERSATION_MESSAGE_LIMIT,
  type ConversationListQuery,
  type ConversationPage,
  CONVERSATIONS_PAGE_SIZE,
  type Message,
  MESSAGE_CREATED_EVENT,
  MESSAGE_IMAGES_MAX,
  type MessageImage,
  MESSAGES_READ_EVENT,
  type MyConversation,
  messagesValidationMessages,
} from '../../../shared/schemas/messages.ts';
import { privateImageKinds, type StoredImageInfo } from '../../../shared/uploads.ts';
import { foldForSearch } from '../../../shared/text.ts';
import { hitRateLimit, type RateLimitRule } from '../../auth/rate-limit.ts';
import type { Database } from '../../db/client.ts';
import { clients, conversations, messagePhotos, messages } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { queuePushes } from '../../push/push-outbox.ts';
import { ADMINS_AUDIENCE, publishLiveEvent } from '../../realtime/hub.ts';
import { type ImageChanges, withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { uploadErrors } from '../../storage/upload-errors.ts';
import { containsPattern } from '../clients/clients-options-service.ts';

export const messagesErrorMessages = {
  clientMissing: 'Danışan bulunamadı.',
  tooManyMessages: 'Çok kısa sürede çok fazla mesaj gönderdiniz. Lütfen biraz bekleyip tekrar deneyin.',
} as const;

const messagePushTexts = { title: 'Yeni mesaj', body: 'Diyetisyeninizden yeni bir mesajınız var.' } as const;
const messagesPath = '/kullanici/mesajlar';

/** Per sender: enough for a lively exchange, too few to flood the other side's inbox. */
const MESSAGE_SEND_LIMIT: RateLimitRule = { limit: 20, windowSeconds: 60 };

/** The inbox's preview is cut here; the full text stays in the message. */
const PREVIEW_LENGTH = 160;
/** The inbox's preview of a message that is only photos. */
const PHOTO_ONLY_PREVIEW = 'Fotoğraf';

type MessageRow = typeof messages.$inferSelect;

const toMessage = (row: MessageRow): Message => ({
  id: row.id,
  clientId: row.clientId,
  senderRole: row.senderRole,
  text: row.text,
  images: row.images,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

const otherSide = (role: MessageSenderRole): MessageSenderRole => (role === 'client' ? 'admin' : 'client');

/** Both sides of a conversation hear of a change to it: the client and every admin. */
async function announceToBothSides(db: Database, clientId: string, type: string, data: unknown): Promise<void> {
  await publishLiveEvent(db, { type, clientId, data });
  await publishLiveEvent(db, { type, clientId: ADMINS_AUDIENCE, data });
}

async function listConversationMessages(db: Database, clientId: string): Promise<Message[]> {
  const rows = await db
    .select()
    .from(messages)
    .where(eq(messages.clientId, clientId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(CONVERSATION_MESSAGE_LIMIT);
  return rows.reverse().map(toMessage);
}

async function countUnread(db: Database, params: { clientId: string; senderRole: MessageSenderRole }) {
  const [row] = await db
    .select({ unreadCount: count() })
    .from(messages)
    .where(
      and(eq(messages.clientId, params.clientId), eq(messages.senderRole, params.senderRole), isNull(messages.readAt)),
    );
  return row?.unreadCount ?? 0;
}

// ---- the client's side (/api/me/messages) ----

export async function readMyConversation(db: Database, params: { clientId: string }): Promise<MyConversation> {
  const [messageList, unreadCount] = await Promise.all([
    listConversationMessages(db, params.clientId),
    countUnread(db, { clientId: params.clientId, senderRole: 'admin' }),
  ]);
  return { messages: messageList, unreadCount };
}

/** The practice's messages the client has not seen yet: the bottom bar's badge. */
export async function countMyUnreadMessages(db: Database, params: { clientId: string }): Promise<number> {
  return countUnread(db, { clientId: params.clientId, senderRole: 'admin' });
}

// ---- the practice's side (/api/admin/messages) ----

/** The partial index's own condition (conversations_practice_unread_idx), spelled as it is so the planner uses it. */
const hasPracticeUnread = sql`${conversations.practiceUnreadCount} > 0`;

/**
 * The client messages no admin has seen yet, over every conversation: the admin menu's badge. The sum
 * of the kept per-conversation counts, read through the partial index of the conversations that have any.
 */
export async function countPracticeUnreadMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ unreadCount: sql<number>`coalesce(sum(${conversations.practiceUnreadCount}), 0)`.mapWith(Number) })
    .from(conversations)
    .where(hasPracticeUnread);
  return row?.unreadCount ?? 0;
}

/**
 * The inbox: conversations by their latest message. 'unread' keeps those with client messages not yet
 * seen; 'waiting' ('yanıt bekliyor') those whose last word is the client's and that are not marked done.
 */
export async function listConversations(db: Database, query: ConversationListQuery): Promise<ConversationPage> {
  const pageSize = CONVERSATIONS_PAGE_SIZE;
  const needle = foldForSearch(query.search);
  const where = and(
    needle ? like(clients.searchText, containsPattern(needle)) : undefined,
    query.filter === 'unread' ? hasPracticeUnread : undefined,
    query.filter === 'waiting'
      ? and(eq(conversations.lastSenderRole, 'client'), eq(conversations.isDone, false))
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        clientId: conversations.clientId,
        clientName: clients.name,
        lastMessageAt: conversations.lastMessageAt,
        lastMessageText: conversations.lastMessageText,
        lastSenderRole: conversations.lastSenderRole,
        isDone: conversations.isDone,
        unreadCount: conversations.practiceUnreadCount,
      })
      .from(conversations)
      .innerJoin(clients, eq(clients.id, conversations.clientId))
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.clientId))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ total: count() })
      .from(conversations)
      .innerJoin(clients, eq(clients.id, conversations.clientId))
      .where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...row, lastMessageAt: row.lastMessageAt.toISOString() })),
    total: total?.total ?? 0,
    page: query.page,
    pageSize,
    filter: query.filter,
  };
}

/** One client's conversation for the dietitian; a client without messages yet has an empty one. */
export async function readClientConversation(db: Database, params: { clientId: string }): Promise<ClientConversation> {
  const [client] = await db
    .select({ id: clients.id, name: clients.name, isDone: conversations.isDone })
    .from(clients)
    .leftJoin(conversations, eq(conversations.clientId, clients.id))
    .where(eq(clients.id, params.clientId))
    .limit(1);
  if (!client) throw notFound(messagesErrorMessages.clientMissing);
  return {
    client: { id: client.id, name: client.name },
    isDone: client.isDone ?? false,
    messages: await listConversationMessages(db, params.clientId),
  };
}

export async function setConversationDone(
  db: Database,
  params: { clientId: string; isDone: boolean },
): Promise<{ isDone: boolean }> {
  const [row] = await db
    .update(conversations)
    .set({ isDone: params.isDone })
    .where(eq(conversations.clientId, params.clientId))
    .returning({ isDone: conversations.isDone });
  if (!row) throw notFound('Bu danışanla henüz bir yazışma yok.');
  return row;
}

// ---- both sides ----

/**
 * Writes a message and moves its conversation to the top of the inbox, in one transaction; both sides
 * hear of it on commit. A message from the client opens a conversation marked done again. Each sender
 * has a rate limit of their own. Photos (up to four) go through the upload pipeline (bytes checked,
 * re-encoded, metadata dropped) as a private kind inside the same transaction (withImageChanges): one
 * bad photo refuses the whole message and leaves no row and no file behind.
 */
export async function sendMessage(
  db: Database,
  params: {
    clientId: string;
    senderRole: MessageSenderRole;
    senderId: string;
    text: string;
    photos?: { storage: StorageDriver; files: Uint8Array[] };
  },
): Promise<Message> {
  const photoFiles = params.photos?.files ?? [];
  assertMessageContent(params.text, photoFiles);
  const limit = await hitRateLimit(db, `messages:${params.senderId}`, MESSAGE_SEND_LIMIT);
  if (!limit.isAllowed) {
    throw new AppError('too_many_attempts', messagesErrorMessages.tooManyMessages, {
      headers: { 'Retry-After': String(limit.retryAfterSeconds) },
    });
  }
  const write = async (tx: Database, images?: ImageChanges): Promise<Message> => {
    // FOR SHARE: a client deleted meanwhile waits for this commit instead of breaking the insert.
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id, params.clientId))
      .for('share');
    if (!client) throw notFound(messagesErrorMessages.clientMissing);
    const stored: StoredImageInfo[] = [];
    for (const bytes of photoFiles) {
      if (images) stored.push(await images.store('message-photo', bytes, params.senderId));
    }
    const now = new Date();
    const summary = {
      lastMessageAt: now,
      lastMessageText: (params.text || PHOTO_ONLY_PREVIEW).slice(0, PREVIEW_LENGTH),
      lastSenderRole: params.senderRole,
    };
    await tx
      .insert(conversations)
      .values({ clientId: params.clientId, ...summary })
      .onConflictDoUpdate({
        target: conversations.clientId,
        set: params.senderRole === 'client' ? { ...summary, isDone: false } : summary,
      });
    const photos = stored.map((image) => ({ id: randomUUID(), image }));
    const [row] = await tx
      .insert(messages)
      .values({
        clientId: params.clientId,
        senderRole: params.senderRole,
        senderId: params.senderId,
        text: params.text,
        images: photos.map(({ id, image }): MessageImage => ({ id, width: image.width, height: image.height })),
        createdAt: now,
      })
      .returning();
    if (photos.length > 0)
      await tx.insert(messagePhotos).values(
        photos.map(({ id, image }, position) => ({
          id,
          messageId: row!.id,
          clientId: params.clientId,
          imageKey: image.key,
          position,
        })),
      );
    const message = toMessage(row!);
    await announceToBothSides(tx, params.clientId, MESSAGE_CREATED_EVENT, message);
    // The practice's message reaches the client's phone as a push that does not show the text: a
    // locked screen is read by whoever holds the phone.
    if (params.senderRole === 'admin')
      await queuePushes(tx, [
        {
          clientId: params.clientId,
          kind: 'messages',
          title: messagePushTexts.title,
          body: messagePushTexts.body,
          url: messagesPath,
          tag: `message-${row!.id}`,
        },
      ]);
    return message;
  };
  // With photos, their files follow the transaction: a refused photo or a failed insert removes the
  // files already written, and the rows go with the rollback.
  return params.photos && photoFiles.length > 0
    ? withImageChanges({ db, storage: params.photos.storage }, (tx, images) => write(tx, images))
    : db.transaction((tx) => write(tx));
}

/** A message is text, photos or both, never neither; at most four photos, each within the size limit. */
function assertMessageContent(text: string, photoFiles: Uint8Array[]): void {
  if (text.length === 0 && photoFiles.length === 0)
    throw new AppError('validation', messagesValidationMessages.emptyMessage, {
      fieldErrors: { text: messagesValidationMessages.emptyMessage },
    });
  if (photoFiles.length > MESSAGE_IMAGES_MAX)
    throw new AppError('validation', messagesValidationMessages.tooManyPhotos, {
      fieldErrors: { photos: messagesValidationMessages.tooManyPhotos },
    });
  // Checked for every photo before any is stored (storeImage checks again).
  if (photoFiles.some((bytes) => bytes.byteLength > privateImageKinds['message-photo'].maxBytes))
    throw uploadErrors.tooLarge('message-photo');
  if (photoFiles.some((bytes) => bytes.byteLength === 0)) throw uploadErrors.missingImage();
}

/**
 * The reader has seen every message the other side wrote ('Görüldü'); the writer hears of it live.
 * Nothing unread, nothing written and nothing announced.
 */
export async function markConversationRead(
  db: Database,
  params: { clientId: string; readerRole: MessageSenderRole },
): Promise<{ readCount: number }> {
  return db.transaction(async (tx) => {
    const read = await tx
      .update(messages)
      .set({ readAt: new Date() })
      .where(
        and(
          eq(messages.clientId, params.clientId),
          eq(messages.senderRole, otherSide(params.readerRole)),
          isNull(messages.readAt),
        ),
      )
      .returning({ id: messages.id });
    if (read.length > 0)
      await announceToBothSides(tx, params.clientId, MESSAGES_READ_EVENT, {
        clientId: params.clientId,
        readerRole: params.readerRole,
      });
    return { readCount: read.length };
  });
}

/** Whether the client exists; the admin's mark-read answers 404 for an unknown client like every read. */
export async function assertClientExists(db: Database, clientId: string): Promise<void> {
  const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.id, clientId)).limit(1);
  if (!row) throw notFound(messagesErrorMessages.clientMissing);
}
