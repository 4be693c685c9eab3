import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { authSessions } from '../db/schema/index.ts';
import { publishLiveEvent } from './hub.ts';

// A live event stream belongs to one session: when the session ends (sign-out, password change,
// account deletion, expiry) the stream ends too. The session table is the truth, shared by every
// process; the 'session.ended' event only wakes the streams of that account on every process so they
// look now instead of at their next event or heartbeat.

export const SESSION_ENDED_EVENT = 'session.ended';

/** Most open live streams one account may hold on one process (tabs and devices together). */
export const MAX_STREAMS_PER_ACCOUNT = 8;

export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .where(and(eq(authSessions.id, sessionId), gt(authSessions.expiresAt, new Date())))
    .limit(1);
  return rows.length > 0;
}

/** Tells every process that sessions of this account may have ended; their streams check and close. */
export async function announceSessionsEnded(db: Database, userId: string): Promise<void> {
  await publishLiveEvent(db, { type: SESSION_ENDED_EVENT, clientId: userId, data: null });
}
