import { conversations, messageQuickReplies } from '../../../src/server/db/schema/index.ts';
import { sendMessage } from '../../../src/server/modules/messages/messages-service.ts';
import { makePng } from '../../support/image-fixtures.ts';
import { adminOnly, clientOwn, type MatrixContext, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the messages module (src/server/modules/messages): every route it
// mounts, collected by tests/api/authorization-matrix.test.ts. A route without an entry fails the suite.
// The client's routes only ever reach the session client's own conversation, so client B gets 200 on
// an empty one of their own; the admin's routes name client A's.

const message = { text: 'Yetki denemesi' };

/** Client A's conversation, so marking it done has a row to change. */
async function conversationOfClientA(ctx: MatrixContext): Promise<string> {
  await ctx.db
    .insert(conversations)
    .values({ clientId: ctx.ids.clientA, lastSenderRole: 'client', lastMessageText: 'Matris' })
    .onConflictDoNothing();
  return ctx.ids.clientA;
}

/** A fresh quick reply for each actor, so every try deletes a row that exists. */
async function freshQuickReply(ctx: MatrixContext): Promise<string> {
  const [row] = await ctx.db
    .insert(messageQuickReplies)
    .values({ text: 'Matris' })
    .returning({ id: messageQuickReplies.id });
  return row!.id;
}

/** A photo in client A's conversation (sent by the practice), for the private photo routes. */
async function photoOfClientA(ctx: MatrixContext): Promise<string> {
  const message = await sendMessage(ctx.db, {
    clientId: ctx.ids.clientA,
    senderRole: 'admin',
    senderId: ctx.ids.admin,
    text: '',
    photos: { storage: ctx.server.runtime.deps.storage, files: [new Uint8Array(await makePng())] },
  });
  return message.images[0]!.id;
}

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/messages', 200, 200),
  clientOwn('GET', '/api/me/messages/unread-count', 200, 200),
  clientOwn('POST', '/api/me/messages', 201, 201, () => ({ path: '/api/me/messages', body: message })),
  clientOwn('POST', '/api/me/messages/read', 200, 200),
  // The multipart happy paths are in tests/api/messages-photos.test.ts; here a body without photos
  // gets the Turkish "choose an image" 400.
  clientOwn('POST', '/api/me/messages/photos', 400, 400),
  // Client A's photo: client B is told it does not exist.
  clientOwn('GET', '/api/me/messages/photos/:id', 200, 404, async (ctx) => ({
    path: `/api/me/messages/photos/${await photoOfClientA(ctx)}`,
  })),
  adminOnly('GET', '/api/admin/messages/photos/:id', 200, async (ctx) => ({
    path: `/api/admin/messages/photos/${await photoOfClientA(ctx)}?variant=thumbnail`,
  })),
  adminOnly('POST', '/api/admin/messages/:clientId/photos', 400, (ctx) => ({
    path: `/api/admin/messages/${ctx.ids.clientA}/photos`,
  })),
  adminOnly('GET', '/api/admin/messages', 200),
  adminOnly('GET', '/api/admin/messages/unread-count', 200),
  adminOnly('GET', '/api/admin/messages/quick-replies', 200),
  adminOnly('POST', '/api/admin/messages/quick-replies', 201, () => ({
    path: '/api/admin/messages/quick-replies',
    body: { text: 'Matris yanıtı' },
  })),
  adminOnly('DELETE', '/api/admin/messages/quick-replies/:id', 200, async (ctx) => ({
    path: `/api/admin/messages/quick-replies/${await freshQuickReply(ctx)}`,
  })),
  adminOnly('GET', '/api/admin/messages/:clientId', 200, (ctx) => ({
    path: `/api/admin/messages/${ctx.ids.clientA}`,
  })),
  adminOnly('POST', '/api/admin/messages/:clientId', 201, (ctx) => ({
    path: `/api/admin/messages/${ctx.ids.clientA}`,
    body: message,
  })),
  adminOnly('POST', '/api/admin/messages/:clientId/read', 200, (ctx) => ({
    path: `/api/admin/messages/${ctx.ids.clientA}/read`,
  })),
  adminOnly('PUT', '/api/admin/messages/:clientId/done', 200, async (ctx) => ({
    path: `/api/admin/messages/${await conversationOfClientA(ctx)}/done`,
    body: { isDone: true },
  })),
];
