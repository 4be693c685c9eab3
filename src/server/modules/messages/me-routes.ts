import { Hono } from 'hono';
import { sendMessageSchema } from '../../../shared/schemas/messages.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { countMyUnreadMessages, markConversationRead, readMyConversation, sendMessage } from './messages-service.ts';

/** /api/me/messages: the session client's one conversation with the practice. */
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
  .post('/read', async (c) =>
    c.json(await markConversationRead(c.var.deps.db, { clientId: c.var.user.id, readerRole: 'client' })),
  );
