import { asc, count, eq } from 'drizzle-orm';
import {
  type AdminService,
  contentAdminErrorMessages,
  type MoveDirection,
  type saveServiceSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { moveAndRenumber, setRowActive } from '../../db/list-rows.ts';
import { lockAtVersion } from '../../db/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { services } from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-order.ts';
import { notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteWithPicture, resolvePicture, type StoredPicture, toAdminImage } from './content-images.ts';

// Services settings (/services-settings): new ones get order_number = count; a move swaps two and
// then rewrites every service's number as 0, 1, 2, … (spec 3 §4 "Ordering").

type Deps = { db: Database; storage: StorageDriver };
type SaveService = z.output<typeof saveServiceSchema>;

const toAdminService = (row: typeof services.$inferSelect): AdminService => ({
  id: row.id,
  version: row.version,
  title: row.title,
  description: row.description,
  image: toAdminImage(row.imageKey, row.imageUrl),
  orderNumber: row.orderNumber,
  isActive: row.isActive,
});

const serviceOrder = () => [asc(services.orderNumber), asc(turkishOrder(services.title))];

export async function listAdminServices(db: Database): Promise<AdminService[]> {
  const rows = await db
    .select()
    .from(services)
    .orderBy(...serviceOrder());
  return rows.map(toAdminService);
}

const toValues = (input: SaveService, picture: StoredPicture) => ({
  title: input.title,
  description: input.description,
  isActive: input.isActive,
  imageKey: picture.key,
  imageUrl: picture.url,
});

export async function createService(deps: Deps, input: SaveService): Promise<AdminService> {
  const service = await withImageChanges(deps, async (tx, images) => {
    const picture = await resolvePicture(images, input.image, { key: null, url: null }, 'content');
    const [counted] = await tx.select({ total: count() }).from(services);
    const [row] = await tx
      .insert(services)
      .values({ ...toValues(input, picture), orderNumber: counted?.total ?? 0 })
      .returning();
    if (!row) throw new Error('service insert returned no row');
    return toAdminService(row);
  });
  return service;
}

export async function updateService(
  deps: Deps,
  params: { id: string; version: number; input: SaveService },
): Promise<AdminService> {
  const { input } = params;
  const service = await withImageChanges(deps, async (tx, images) => {
    const current = await lockAtVersion(
      tx,
      services,
      { id: params.id, version: params.version },
      contentAdminErrorMessages.serviceNotFound,
    );
    const picture = await resolvePicture(
      images,
      input.image,
      { key: current.imageKey, url: current.imageUrl },
      'content',
    );
    const [row] = await tx.update(services).set(toValues(input, picture)).where(eq(services.id, params.id)).returning();
    if (!row) throw notFound(contentAdminErrorMessages.serviceNotFound);
    return toAdminService(row);
  });
  return service;
}

export async function setServiceActive(db: Database, params: { id: string; isActive: boolean }): Promise<AdminService> {
  return toAdminService(await setRowActive(db, services, params, contentAdminErrorMessages.serviceNotFound));
}

export async function moveService(
  db: Database,
  params: { id: string; direction: MoveDirection },
): Promise<AdminService[]> {
  await moveAndRenumber(db, services, params, serviceOrder(), contentAdminErrorMessages.serviceNotFound);
  return listAdminServices(db);
}

export async function deleteService(deps: Deps, params: { id: string }): Promise<void> {
  await deleteWithPicture(deps, services, params.id, contentAdminErrorMessages.serviceNotFound);
}
