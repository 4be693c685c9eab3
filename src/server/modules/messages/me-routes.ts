import { Hono } from 'hono';
import { messagePhotoVariantSchema, sendMessageSchema } from '../../../shared/schemas/messages.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody, queryOf, readUuidParam, uuidParam } from '../../http/input.ts';
import { privateFileResponse } from '../../storage/private-file-response.ts';
import { limitPhotoMessageBody, readPhotoMessageForm } from './message-photo-form.ts';
import { readMessagePhoto } from './message-photos-service.ts';
import { countMyUnreadMessages, markConversationRead, readMyConversation, sendMessage } from './messages-service.ts';

/**
 * /api/me/messages: the session client's one conversation with the practice. Its photos are served
 * here only (never at /uploads/): a photo of another client's conversation is 404 like a missing one.
 */
export const meMessagesRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await readMyConversation(c.var.deps.db, { clientId: c.var.user.id })))
  .get('/unread-count', async (c) =>
    c.json({ unreadCount: await countMyUnreadMessages(c.var.deps.db, { clientId: c.var.user.id }) }),
  )
  .post('/', jsonBody(sendMessageSchema), async (c) => {
    const { text } = c.req.valid('json');
    const user = c.var.user;
    const message = await sendMessage(c.var.deps.db, {
      clientId: user.id,
      senderRole: 'client',
      senderId: user.id,
      text,
    });
    return c.json({ message }, 201);
  })
  .post('/photos', limitPhotoMessageBody, readPhotoMessageForm, async (c) => {
    const { text, photos } = c.req.valid('form');
    const user = c.var.user;
    const message = await sendMessage(c.var.deps.db, {
      clientId: user.id,
      senderRole: 'client',
      senderId: user.id,
      text,
      photos: { storage: c.var.deps.storage, files: photos },
    });
    return c.json({ message }, 201);
  })
  .get('/photos/:id', uuidParam('id'), queryOf(messagePhotoVariantSchema), async (c) => {
    const file = await readMessagePhoto(c.var.deps.db, c.var.deps.storage, {
      photoId: readUuidParam(c, 'id'),
      clientId: c.var.user.id,
      variant: c.req.valid('query').variant,
    });
    return privateFileResponse(file);
  })
  .post('/read', async (c) =>
    c.json(await markConversationRead(c.var.deps.db, { clientId: c.var.user.id, readerRole: 'client' })),
  );
