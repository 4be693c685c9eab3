import { queryInteger } from '../fields/number-field.ts';
import { textField } from '../fields/text-field.ts';
import {
  type ConversationFilter,
  conversationFilters,
  MESSAGE_IMAGES_MAX,
  MESSAGE_TEXT_MAX,
  type MessageSenderRole,
} from '../message-constants.ts';
import type { Page } from '../paging.ts';
import { z } from '../zod-turkish.ts';

// Messages between a client and the practice (issue #42): /api/me/messages (the client's one
// conversation) and /api/admin/messages (the dietitian's inbox and every client's conversation).

export {
  CONVERSATION_MESSAGE_LIMIT,
  CONVERSATIONS_PAGE_SIZE,
  MESSAGE_IMAGES_MAX,
  MESSAGE_OFFICE_HOURS_TEXT,
  MESSAGE_TEXT_MAX,
} from '../message-constants.ts';
export { MESSAGE_CREATED_EVENT, MESSAGES_READ_EVENT } from '../live-events.ts';

export const messagesValidationMessages = {
  textRequired: 'Mesaj yazın.',
  textTooLong: `Mesaj en fazla ${MESSAGE_TEXT_MAX} karakter olabilir.`,
  unknownFilter: 'Geçersiz filtre.',
  emptyMessage: 'Bir mesaj yazın ya da fotoğraf ekleyin.',
  tooManyPhotos: `Bir mesaja en fazla ${MESSAGE_IMAGES_MAX} fotoğraf eklenebilir.`,
  searchTooLong: 'Arama en fazla 100 karakter olabilir.',
} as const;

export const sendMessageSchema = z
  .object({
    text: textField({ error: messagesValidationMessages.textRequired, multiline: true })
      .trim()
      .min(1, messagesValidationMessages.textRequired)
      .max(MESSAGE_TEXT_MAX, messagesValidationMessages.textTooLong),
  })
  .strict();
export type SendMessage = z.output<typeof sendMessageSchema>;

/**
 * The text of a message sent with photos (multipart, `text` beside up to four `photos`): it may be
 * empty when there are photos; the route refuses a message with neither.
 */
export const photoMessageTextSchema = textField({ multiline: true })
  .trim()
  .max(MESSAGE_TEXT_MAX, messagesValidationMessages.textTooLong);

/** The composer's form: the text may be empty when photos go with it (the page checks that pair). */
export const messageDraftSchema = z.object({ text: photoMessageTextSchema }).strict();
export type MessageDraftText = z.output<typeof messageDraftSchema>;

export const conversationListQuerySchema = z.object({
  page: queryInteger({ min: 1, max: 100_000, fallback: 1, message: 'Sayfa numarası en az 1 olmalıdır.' }),
  filter: z.enum(conversationFilters, { error: messagesValidationMessages.unknownFilter }).default('all'),
  search: textField().trim().max(100, messagesValidationMessages.searchTooLong).default(''),
});
export type ConversationListQuery = z.output<typeof conversationListQuerySchema>;

/** A message's photo: its id names it on the private photo routes; the size lets the page reserve room. */
export type MessageImage = { id: string; width: number; height: number };

/** The photo routes' `?variant=`: the thumbnail in the bubble or the full view. */
export const messagePhotoVariants = ['thumbnail', 'full'] as const;
export type MessagePhotoVariant = (typeof messagePhotoVariants)[number];
export const messagePhotoVariantSchema = z.object({
  variant: z.enum(messagePhotoVariants, { error: 'Geçersiz fotoğraf boyutu.' }).default('full'),
});

export type Message = {
  id: string;
  clientId: string;
  senderRole: MessageSenderRole;
  /** Plain text; the page renders it as text and only turns web addresses into links. */
  text: string;
  images: MessageImage[];
  /** ISO timestamps. */
  createdAt: string;
  readAt: string | null;
};

/** GET /api/me/messages: the client's conversation, oldest first, and what is still unread. */
export type MyConversation = { messages: Message[]; unreadCount: number };

export type ConversationSummary = {
  clientId: string;
  clientName: string;
  lastMessageAt: string;
  lastMessageText: string;
  lastSenderRole: MessageSenderRole;
  isDone: boolean;
  /** The client's messages the practice has not seen yet. */
  unreadCount: number;
};
export type ConversationPage = Page<ConversationSummary> & { filter: ConversationFilter };

/** GET /api/admin/messages/:clientId: one client's conversation for the dietitian. */
export type ClientConversation = {
  client: { id: string; name: string };
  isDone: boolean;
  messages: Message[];
};

export type UnreadMessageCount = { unreadCount: number };

export const setConversationDoneSchema = z
  .object({ isDone: z.boolean({ error: 'Tamamlandı bilgisi doğru/yanlış olmalıdır.' }) })
  .strict();

// The dietitian's saved quick replies ('Hazır yanıtlar'): a short list shared by the practice.
export const QUICK_REPLY_TEXT_MAX = 500;
export const QUICK_REPLIES_MAX = 30;

export const createQuickReplySchema = z
  .object({
    text: textField({ error: 'Hazır yanıt metni gerekli.', multiline: true })
      .trim()
      .min(1, 'Hazır yanıt metni gerekli.')
      .max(QUICK_REPLY_TEXT_MAX, `Hazır yanıt en fazla ${QUICK_REPLY_TEXT_MAX} karakter olabilir.`),
  })
  .strict();
export type CreateQuickReply = z.output<typeof createQuickReplySchema>;

export type QuickReply = { id: string; text: string; createdAt: string };
