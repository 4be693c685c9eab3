import { and, asc, eq, like, sql } from 'drizzle-orm';
import { foldForSearch } from '../../../shared/text.ts';
import type { ClientOption } from '../../../shared/schemas/clients-options.ts';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { clients } from '../../db/schema/index.ts';
import { turkishOrder } from '../../db/turkish-order.ts';

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of a text found anywhere in a column: `%50\%%` for "50%". */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * Clients for pickers (report, measurements, goals, notifications): name, e-mail and whether numbers
 * are hidden from them (ADR 0090), sorted by name,
 * searched Turkish-aware by name or e-mail, at most `limit` rows so a practice with thousands of
 * clients still answers small.
 */
export async function searchClientOptions(
  db: Database,
  params: { search: string; limit: number; id?: string | undefined },
): Promise<ClientOption[]> {
  const needle = foldForSearch(params.search);
  // A picker searching as the dietitian types, the common case, is a prepared statement; a picker
  // opened on one client (id) is an ordinary query.
  if (needle && !params.id) {
    return selectClientOptionsMatching(db).execute({ pattern: containsPattern(needle), limit: params.limit });
  }
  const conditions = and(
    needle ? like(clients.searchText, containsPattern(needle)) : undefined,
    params.id ? eq(clients.id, params.id) : undefined,
  );
  return db
    .select(optionColumns)
    .from(clients)
    .where(conditions)
    .orderBy(...byName)
    .limit(params.limit);
}

const optionColumns = { id: clients.id, name: clients.name, email: clients.email, hideNumbers: clients.hideNumbers };
// Turkish alphabetical order (ADR 0056), served by clients_name_turkish_idx.
const byName = [asc(turkishOrder(clients.name)), asc(clients.id)];

const selectClientOptionsMatching = preparedPerDatabase((db) =>
  db
    .select(optionColumns)
    .from(clients)
    .where(like(clients.searchText, sql.placeholder('pattern')))
    .orderBy(...byName)
    .limit(sql.placeholder('limit'))
    .prepare('client_options_search'),
);
