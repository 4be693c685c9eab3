import { and, asc, eq, like } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/text.ts';
import type { ClientOption } from '../../../shared/schemas/clients-options.ts';
import type { Database } from '../../db/client.ts';
import { clients } from '../../db/schema/index.ts';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Clients for pickers (report, measurements, goals, notifications): name and e-mail, sorted by name,
 * searched Turkish-aware by name or e-mail, at most `limit` rows so a practice with thousands of
 * clients still answers small.
 */
export async function searchClientOptions(
  db: Database,
  params: { search: string; limit: number; id?: string | undefined },
): Promise<ClientOption[]> {
  const needle = foldForSearch(params.search);
  const conditions = and(
    needle ? like(clients.searchText, `%${escapeLike(needle)}%`) : undefined,
    params.id ? eq(clients.id, params.id) : undefined,
  );
  return db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(conditions)
    .orderBy(asc(clients.name), asc(clients.id))
    .limit(params.limit);
}
