import { asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { MenuIconName } from '../../../shared/schemas/content.ts';
import { menuIconNames } from '../../../shared/schemas/content.ts';
import {
  type AdminMenu,
  contentAdminErrorMessages,
  contentValidationMessages,
  type MoveDirection,
  type saveMenuSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { deleteRow, findNeighbour, setRowActive } from '../../db/list-rows.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { menus } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';

// Menu settings (/site-settings/menu): two levels, an icon from the fixed list, up/down among siblings.

type SaveMenu = z.output<typeof saveMenuSchema>;
type MenuRow = typeof menus.$inferSelect;

/** A stored icon name the public menu can draw (the fixed list); anything else shows no icon. */
export const isMenuIcon = (value: string | null): value is MenuIconName =>
  value !== null && (menuIconNames as readonly string[]).includes(value);

const toAdminMenu = (row: MenuRow): AdminMenu => ({
  id: row.id,
  version: row.version,
  title: row.title,
  path: row.path,
  icon: isMenuIcon(row.icon) ? row.icon : null,
  parentId: row.parentId,
  orderNumber: row.orderNumber,
  isActive: row.isActive,
});

/** Ordered by parent then order number (spec 3 §7), the top level first. */
export async function listAdminMenus(db: Database): Promise<AdminMenu[]> {
  const rows = await db
    .select()
    .from(menus)
    .orderBy(sql`${menus.parentId} nulls first`, asc(menus.orderNumber), asc(menus.createdAt));
  return rows.map(toAdminMenu);
}

const parentError = (message: string) => new AppError('validation', message, { fieldErrors: { parentId: message } });

/** Two levels only: the parent is a top-level menu other than the menu itself, and a parent stays top level. */
async function checkParent(db: Database, parentId: string | null, menuId: string | null) {
  if (parentId === null) return;
  if (parentId === menuId) throw parentError(contentValidationMessages.menuParentInvalid);
  const [parent] = await db.select({ parentId: menus.parentId }).from(menus).where(eq(menus.id, parentId));
  if (!parent || parent.parentId !== null) throw parentError(contentValidationMessages.menuParentInvalid);
  if (menuId) {
    const [children] = await db.select({ total: count() }).from(menus).where(eq(menus.parentId, menuId));
    if ((children?.total ?? 0) > 0) throw parentError(contentValidationMessages.menuHasChildren);
  }
}

const siblingsOf = (parentId: string | null) =>
  parentId === null ? isNull(menus.parentId) : eq(menus.parentId, parentId);

/** A new entry (or one moved under another parent) goes last among its siblings. */
async function nextOrderNumber(db: Database, parentId: string | null): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${menus.orderNumber})` })
    .from(menus)
    .where(siblingsOf(parentId));
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

export async function createMenu(db: Database, input: SaveMenu): Promise<AdminMenu> {
  const menu = await db.transaction(async (tx) => {
    await checkParent(tx, input.parentId, null);
    const orderNumber = await nextOrderNumber(tx, input.parentId);
    const [row] = await tx
      .insert(menus)
      .values({ ...input, orderNumber })
      .returning();
    if (!row) throw new Error('menu insert returned no row');
    return toAdminMenu(row);
  });
  return menu;
}

export async function updateMenu(
  db: Database,
  params: { id: string; version: number; input: SaveMenu },
): Promise<AdminMenu> {
  const { input } = params;
  const menu = await db.transaction(async (tx) => {
    const current = await lockAtVersion(
      tx,
      menus,
      { id: params.id, version: params.version },
      contentAdminErrorMessages.menuNotFound,
    );
    await checkParent(tx, input.parentId, params.id);
    const orderNumber =
      current.parentId === input.parentId ? current.orderNumber : await nextOrderNumber(tx, input.parentId);
    const [row] = await tx
      .update(menus)
      .set({ ...input, orderNumber })
      .where(eq(menus.id, params.id))
      .returning();
    if (!row) throw notFound(contentAdminErrorMessages.menuNotFound);
    return toAdminMenu(row);
  });
  return menu;
}

export async function setMenuActive(db: Database, params: { id: string; isActive: boolean }): Promise<AdminMenu> {
  return toAdminMenu(await setRowActive(db, menus, params, contentAdminErrorMessages.menuNotFound));
}

/** Swaps order numbers with the neighbour of the same parent; nothing at the first or last place. */
export async function moveMenu(db: Database, params: { id: string; direction: MoveDirection }): Promise<AdminMenu[]> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(menus).where(eq(menus.id, params.id));
    if (!current) throw notFound(contentAdminErrorMessages.menuNotFound);
    const siblings = await tx
      .select()
      .from(menus)
      .where(siblingsOf(current.parentId))
      .orderBy(asc(menus.orderNumber), asc(menus.createdAt))
      .for('update');
    const pair = findNeighbour(siblings, params.id, params.direction);
    if (!pair) return false;
    // Equal numbers (rows added elsewhere) would not swap into a new order: fall back to positions.
    const [a, b] =
      pair.row.orderNumber === pair.other.orderNumber
        ? [siblings.indexOf(pair.other), siblings.indexOf(pair.row)]
        : [pair.other.orderNumber, pair.row.orderNumber];
    await tx.update(menus).set({ orderNumber: a }).where(eq(menus.id, pair.row.id));
    await tx.update(menus).set({ orderNumber: b }).where(eq(menus.id, pair.other.id));
    return true;
  });
  return listAdminMenus(db);
}

/** Sub-entries go with their parent (the foreign key cascades). */
export async function deleteMenu(db: Database, params: { id: string }): Promise<void> {
  await deleteRow(db, menus, params.id, contentAdminErrorMessages.menuNotFound);
}
