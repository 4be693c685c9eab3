// Messages between a client and the practice (issue #42), without zod: the client area's bottom bar
// and the admin menu show the unread counts on every screen, so what they need must not bring the
// validation library into the areas' first paint. src/shared/schemas/messages.ts re-exports them.

export const messageSenderRoles = ['client', 'admin'] as const;
export type MessageSenderRole = (typeof messageSenderRoles)[number];

export const MESSAGE_TEXT_MAX = 2000;
export const MESSAGE_IMAGES_MAX = 4;

/** The practice's answering hours, shown to the client above the conversation. */
export const MESSAGE_OFFICE_HOURS_TEXT = 'Mesajlarınız hafta içi 09:00–18:00 arasında yanıtlanır';

/** The newest this many messages of a conversation are shown. */
export const CONVERSATION_MESSAGE_LIMIT = 200;

export const CONVERSATIONS_PAGE_SIZE = 20;

export const conversationFilters = ['all', 'unread', 'waiting'] as const;
export type ConversationFilter = (typeof conversationFilters)[number];
