import { asc, count, eq } from 'drizzle-orm';
import {
  type AdminTeam,
  type AdminTeamMember,
  type AdminTeamSettings,
  contentAdminErrorMessages,
  type MoveDirection,
  type saveTeamMemberSchema,
  type saveTeamSettingsSchema,
} from '../../../shared/schemas/content-admin.ts';
import type { z } from '../../../shared/zod-turkish.ts';
import { moveAndRenumber, setRowActive } from '../../db/list-rows.ts';
import { assertAtVersion, lockAtVersion } from '../../db/record-versions.ts';
import { UNSAVED_VERSION } from '../../../shared/record-versions.ts';
import type { Database } from '../../db/client.ts';
import { teamMembers, teamSettings } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { withImageChanges } from '../../storage/image-changes.ts';
import type { StorageDriver } from '../../storage/storage-driver.ts';
import { deleteWithPicture, resolvePicture, type StoredPicture, toAdminImage } from './content-images.ts';

// Team settings (/panel/team-settings): the section's own on/off toggle (team_settings, id 1) and the
// members in order_number order; new members get order_number = the member count (spec 3 §4).

type Deps = { db: Database; storage: StorageDriver };
type SaveTeamMember = z.output<typeof saveTeamMemberSchema>;
type SaveTeamSettings = z.output<typeof saveTeamSettingsSchema>;

const defaultTeamSettings: AdminTeamSettings = {
  isSectionActive: true,
  sectionTitle: 'Ekibimiz',
  sectionDescription: null,
  version: UNSAVED_VERSION,
};

const toAdminTeamMember = (row: typeof teamMembers.$inferSelect): AdminTeamMember => ({
  id: row.id,
  version: row.version,
  fullName: row.fullName,
  title: row.title,
  description: row.description,
  photo: toAdminImage(row.imageKey, row.imageUrl),
  orderNumber: row.orderNumber,
  isActive: row.isActive,
});

const memberOrder = () => [asc(teamMembers.orderNumber), asc(teamMembers.createdAt)];
const listMembers = async (db: Database) =>
  (
    await db
      .select()
      .from(teamMembers)
      .orderBy(...memberOrder())
  ).map(toAdminTeamMember);

export async function getAdminTeam(db: Database): Promise<AdminTeam> {
  const [[settings], members] = await Promise.all([
    db.select().from(teamSettings).where(eq(teamSettings.id, 1)),
    listMembers(db),
  ]);
  return {
    settings: settings
      ? {
          isSectionActive: settings.isSectionActive,
          sectionTitle: settings.sectionTitle,
          sectionDescription: settings.sectionDescription,
          version: settings.version,
        }
      : defaultTeamSettings,
    members,
  };
}

/** Saves the section's settings if they are still at the version the form read (409 stale_version otherwise). */
export async function saveTeamSettings(
  db: Database,
  params: { version: number; input: SaveTeamSettings },
): Promise<AdminTeamSettings> {
  const { input } = params;
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(teamSettings).where(eq(teamSettings.id, 1)).for('update');
    assertAtVersion(current, params.version);
    const [row] = await tx
      .insert(teamSettings)
      .values({ id: 1, ...input })
      .onConflictDoUpdate({ target: teamSettings.id, set: input })
      .returning();
    if (!row) throw new Error('team settings upsert returned no row');
    return {
      isSectionActive: row.isSectionActive,
      sectionTitle: row.sectionTitle,
      sectionDescription: row.sectionDescription,
      version: row.version,
    };
  });
}

const toValues = (input: SaveTeamMember, photo: StoredPicture) => ({
  fullName: input.fullName,
  title: input.title,
  description: input.description,
  isActive: input.isActive,
  imageKey: photo.key,
  imageUrl: photo.url,
});

export async function createTeamMember(deps: Deps, input: SaveTeamMember): Promise<AdminTeamMember> {
  const member = await withImageChanges(deps, async (tx, images) => {
    const photo = await resolvePicture(images, input.photo, { key: null, url: null }, 'team');
    const [counted] = await tx.select({ total: count() }).from(teamMembers);
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...toValues(input, photo), orderNumber: counted?.total ?? 0 })
      .returning();
    if (!row) throw new Error('team member insert returned no row');
    return toAdminTeamMember(row);
  });
  return member;
}

export async function updateTeamMember(
  deps: Deps,
  params: { id: string; version: number; input: SaveTeamMember },
): Promise<AdminTeamMember> {
  const { input } = params;
  const member = await withImageChanges(deps, async (tx, images) => {
    const current = await lockAtVersion(
      tx,
      teamMembers,
      { id: params.id, version: params.version },
      contentAdminErrorMessages.memberNotFound,
    );
    const photo = await resolvePicture(images, input.photo, { key: current.imageKey, url: current.imageUrl }, 'team');
    const [row] = await tx
      .update(teamMembers)
      .set(toValues(input, photo))
      .where(eq(teamMembers.id, params.id))
      .returning();
    if (!row) throw notFound(contentAdminErrorMessages.memberNotFound);
    return toAdminTeamMember(row);
  });
  return member;
}

export async function setTeamMemberActive(
  db: Database,
  params: { id: string; isActive: boolean },
): Promise<AdminTeamMember> {
  return toAdminTeamMember(await setRowActive(db, teamMembers, params, contentAdminErrorMessages.memberNotFound));
}

/** Swap with the neighbour, then number every member 0, 1, 2, … (like services). */
export async function moveTeamMember(
  db: Database,
  params: { id: string; direction: MoveDirection },
): Promise<AdminTeamMember[]> {
  await moveAndRenumber(db, teamMembers, params, memberOrder(), contentAdminErrorMessages.memberNotFound);
  return listMembers(db);
}

export async function deleteTeamMember(deps: Deps, params: { id: string }): Promise<void> {
  await deleteWithPicture(deps, teamMembers, params.id, contentAdminErrorMessages.memberNotFound);
}
