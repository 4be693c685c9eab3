import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { askCoachSchema, type CoachStreamEvent, coachErrorTexts } from '../../../shared/schemas/coach.ts';
import type { AppEnv } from '../../app-context.ts';
import { jsonBody } from '../../http/input.ts';
import { clearCoachConversation, getCoachConversation, saveCoachExchange, startCoachReply } from './coach-service.ts';

const encodeEvent = (event: CoachStreamEvent) => `${JSON.stringify(event)}\n`;

/**
 * /api/admin/coach: the life-coach chat (Yaşam Koçu) of the signed-in admin. POST /messages answers
 * a Turkish 4xx/5xx before the reply begins, then streams newline-delimited JSON events (see
 * CoachStreamEvent): the reply's pieces as the provider generates them, then the stored pair, or an
 * error event if the reply breaks off (nothing is stored then).
 */
export const adminCoachRoutes = new Hono<AppEnv>()
  .get('/', async (c) =>
    c.json(await getCoachConversation(c.var.deps.db, { adminId: c.var.user.id, env: c.var.deps.env })),
  )
  .post('/messages', jsonBody(askCoachSchema), async (c) => {
    const { db, env } = c.var.deps;
    const adminId = c.var.user.id;
    const question = c.req.valid('json').content;
    const reply = await startCoachReply(db, { adminId, question, env, signal: c.req.raw.signal });
    c.header('Content-Type', 'application/x-ndjson; charset=utf-8');
    c.header('X-Accel-Buffering', 'no');
    return stream(c, async (output) => {
      let answer = reply.firstText;
      await output.write(encodeEvent({ type: 'delta', text: reply.firstText }));
      try {
        for await (const text of reply.rest) {
          answer += text;
          await output.write(encodeEvent({ type: 'delta', text }));
        }
      } catch (error) {
        console.error('[ai] life coach reply broke off:', error instanceof Error ? error.message : error);
        await output.write(encodeEvent({ type: 'error', message: coachErrorTexts.failed }));
        return;
      }
      const saved = await saveCoachExchange(db, {
        adminId,
        question,
        answer: answer.trimEnd(),
        askedAt: reply.askedAt,
      });
      await output.write(encodeEvent({ type: 'done', ...saved }));
    });
  })
  .delete('/messages', async (c) => {
    await clearCoachConversation(c.var.deps.db, { adminId: c.var.user.id });
    return c.json({ ok: true });
  });
