import { count, desc, eq, inArray } from 'drizzle-orm';
import {
  CLIENT_GOALS_PAGE_SIZE,
  type ClientGoalItem,
  type ClientGoalPage,
  type CreateGoal,
  type CreateGoalResponse,
  GOAL_ASSIGNED_EVENT,
  GOAL_CHANGED_EVENT,
} from '../../../shared/schemas/goals.ts';
import type { Database } from '../../db/client.ts';
import { readRowCount } from '../../db/row-counts.ts';
import { clientGoals, clients, goals } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { publishLiveEvent } from '../../realtime/hub.ts';
import { createNotifications } from '../notifications/notifications-service.ts';

/** A client goal with its goal's text (select from clientGoals inner join goals): every screen's core. */
export const clientGoalColumns = {
  id: clientGoals.id,
  title: goals.title,
  description: goals.description,
  startDate: clientGoals.startDate,
  endDate: clientGoals.endDate,
  completed: clientGoals.completed,
};

export const goalNotificationTitle = 'Yeni Hedef Atandı';
export const goalNotificationMessage = (goalTitle: string) => `Size yeni bir hedef atandı: ${goalTitle}`;

/**
 * Creates a goal and assigns it to the chosen clients, with one 'Yeni Hedef Atandı' notification per
 * client, all in one transaction: an unknown client among them writes nothing at all. Clients with an
 * open event stream get the notification (and a goal event for their dashboard) on commit.
 */
export async function createGoalForClients(db: Database, input: CreateGoal): Promise<CreateGoalResponse> {
  const clientIds = [...new Set(input.clientIds)];
  return db.transaction(async (tx) => {
    // FOR SHARE: a client deleted meanwhile waits for this commit instead of breaking the insert.
    const found = await tx.select({ id: clients.id }).from(clients).where(inArray(clients.id, clientIds)).for('share');
    if (found.length !== clientIds.length)
      throw badRequest('Seçilen danışanlardan biri bulunamadı. Listeyi yenileyip tekrar deneyin.', 'unknown_client');
    const [goal] = await tx
      .insert(goals)
      .values({ title: input.title, description: input.description, type: input.type, targetValue: input.targetValue })
      .returning({ id: goals.id });
    const assigned = await tx
      .insert(clientGoals)
      .values(
        clientIds.map((clientId) => ({
          clientId,
          goalId: goal!.id,
          startDate: input.startDate,
          endDate: input.endDate,
        })),
      )
      .returning({ id: clientGoals.id, clientId: clientGoals.clientId });
    await createNotifications(
      tx,
      clientIds.map((clientId) => ({
        clientId,
        title: goalNotificationTitle,
        message: goalNotificationMessage(input.title),
      })),
      'goals',
    );
    for (const row of assigned)
      await publishLiveEvent(tx, {
        type: GOAL_ASSIGNED_EVENT,
        clientId: row.clientId,
        data: { clientGoalId: row.id, goalId: goal!.id },
      });
    return { goalId: goal!.id, assignedCount: assigned.length };
  });
}

/**
 * Assigned client goals, newest first, one page at a time (a large practice has thousands); the total is
 * the triggers' exact count (db/row-counts.ts), not a count of every row (issue #17).
 */
export async function listClientGoals(db: Database, params: { page: number }): Promise<ClientGoalPage> {
  const pageSize = CLIENT_GOALS_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    db
      .select({
        ...clientGoalColumns,
        goalId: goals.id,
        type: goals.type,
        targetValue: goals.targetValue,
        clientId: clients.id,
        clientName: clients.name,
        createdAt: clientGoals.createdAt,
      })
      .from(clientGoals)
      .innerJoin(goals, eq(goals.id, clientGoals.goalId))
      .innerJoin(clients, eq(clients.id, clientGoals.clientId))
      .orderBy(desc(clientGoals.createdAt), desc(clientGoals.id))
      .limit(pageSize)
      .offset((params.page - 1) * pageSize),
    readRowCount(db, 'client_goals'),
  ]);
  const items: ClientGoalItem[] = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  return { items, total, page: params.page, pageSize };
}

/** Marks one client's goal completed or reopens it (the spec leaves how unshown; see the ADR). */
export async function setClientGoalCompleted(
  db: Database,
  params: { clientGoalId: string; completed: boolean },
): Promise<{ id: string; completed: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(clientGoals)
      .set({ completed: params.completed })
      .where(eq(clientGoals.id, params.clientGoalId))
      .returning({ id: clientGoals.id, completed: clientGoals.completed, clientId: clientGoals.clientId });
    if (!row) throw notFound('Hedef bulunamadı.');
    // The client's home shows this goal: tell their open pages to fetch it again.
    await publishLiveEvent(tx, { type: GOAL_CHANGED_EVENT, clientId: row.clientId, data: { clientGoalId: row.id } });
    return { id: row.id, completed: row.completed };
  });
}

/**
 * Removes one client's goal. The goal itself goes too once no client holds it any more, so deleting
 * every assignment leaves no orphan rows behind.
 */
export async function deleteClientGoal(db: Database, params: { clientGoalId: string }): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(clientGoals)
      .where(eq(clientGoals.id, params.clientGoalId))
      .returning({ goalId: clientGoals.goalId, clientId: clientGoals.clientId });
    if (!deleted) throw notFound('Hedef bulunamadı.');
    await publishLiveEvent(tx, {
      type: GOAL_CHANGED_EVENT,
      clientId: deleted.clientId,
      data: { clientGoalId: params.clientGoalId },
    });
    const [remaining] = await tx
      .select({ total: count() })
      .from(clientGoals)
      .where(eq(clientGoals.goalId, deleted.goalId));
    if ((remaining?.total ?? 0) === 0) await tx.delete(goals).where(eq(goals.id, deleted.goalId));
  });
}
