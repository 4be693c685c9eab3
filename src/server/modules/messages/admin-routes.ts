import { Hono } from 'hono';
import {
  conversationListQuerySchema,
  createQuickReplySchema,
  messagePhotoVariantSchema,
  sendMessageSchema,
  setConversationDoneSchema,
} from '../../../shared/schemas/messages.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { privateFileResponse } from '../../storage/private-file-response.ts';
import { limitPhotoMessageBody, readPhotoMessageForm } from './message-photo-form.ts';
import { readMessagePhoto } from './message-photos-service.ts';
import {
  assertClientExists,
  countPracticeUnreadMessages,
  listConversations,
  markConversationRead,
  readClientConversation,
  sendMessage,
  setConversationDone,
} from './messages-service.ts';
import { createQuickReply, deleteQuickReply, listQuickReplies } from './messages-quick-replies-service.ts';

/**
 * /api/admin/messages: the practice's inbox and each client's conversation (`:clientId` is the
 * client's id: one conversation per client). An opening of a conversation is in the audit trail (ADR 0084).
 */
export const adminMessagesRoutes = new Hono<AppEnv>()
  .get('/', queryOf(conversationListQuerySchema), async (c) =>
    c.json(await listConversations(c.var.deps.db, c.req.valid('query'))),
  )
  .get('/unread-count', async (c) => c.json({ unreadCount: await countPracticeUnreadMessages(c.var.deps.db) }))
  .get('/quick-replies', async (c) => c.json({ quickReplies: await listQuickReplies(c.var.deps.db) }))
  .post('/quick-replies', jsonBody(createQuickReplySchema), async (c) =>
    c.json({ quickReply: await createQuickReply(c.var.deps.db, c.req.valid('json')) }, 201),
  )
  .delete('/quick-replies/:id', uuidParam('id'), async (c) => {
    await deleteQuickReply(c.var.deps.db, { quickReplyId: readUuidParam(c, 'id') });
    return c.json({ ok: true as const });
  })
  // A photo of any conversation; its conversation was opened (and audited) to show it.
  .get('/photos/:id', uuidParam('id'), queryOf(messagePhotoVariantSchema), async (c) => {
    const file = await readMessagePhoto(c.var.deps.db, c.var.deps.storage, {
      photoId: readUuidParam(c, 'id'),
      variant: c.req.valid('query').variant,
    });
    return privateFileResponse(file);
  })
  .get('/:clientId', uuidParam('clientId'), async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    // The opening is recorded by recordClientRead (src/server/routes.ts, ADR 0084).
    return c.json(await readClientConversation(c.var.deps.db, { clientId }));
  })
  .post('/:clientId', uuidParam('clientId'), jsonBody(sendMessageSchema), async (c) => {
    const { text } = c.req.valid('json');
    const message = await sendMessage(c.var.deps.db, {
      clientId: readUuidParam(c, 'clientId'),
      senderRole: 'admin',
      senderId: c.var.user.id,
      text,
    });
    return c.json({ message }, 201);
  })
  .post('/:clientId/photos', uuidParam('clientId'), limitPhotoMessageBody, readPhotoMessageForm, async (c) => {
    const { text, photos } = c.req.valid('form');
    const message = await sendMessage(c.var.deps.db, {
      clientId: readUuidParam(c, 'clientId'),
      senderRole: 'admin',
      senderId: c.var.user.id,
      text,
      photos: { storage: c.var.deps.storage, files: photos },
    });
    return c.json({ message }, 201);
  })
  .post('/:clientId/read', uuidParam('clientId'), async (c) => {
    const clientId = readUuidParam(c, 'clientId');
    await assertClientExists(c.var.deps.db, clientId);
    return c.json(await markConversationRead(c.var.deps.db, { clientId, readerRole: 'admin' }));
  })
  .put('/:clientId/done', uuidParam('clientId'), jsonBody(setConversationDoneSchema), async (c) => {
    const { isDone } = c.req.valid('json');
    return c.json(await setConversationDone(c.var.deps.db, { clientId: readUuidParam(c, 'clientId'), isDone }));
  });
