import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { clients } from '../../db/schema/index.ts';

// Hide-numbers mode (issue #44, docs/decisions/0090-hide-numbers-mode.md): the one place that decides
// whether a client's own answers carry calorie, weight and body-fat numbers. Read from the clients row on
// every client-area read that would carry such a number (a primary-key read, prepared), never from the
// session: the dietitian's switch holds from the client's very next request, on every process.

const selectHideNumbers = preparedPerDatabase((db) =>
  db
    .select({ hideNumbers: clients.hideNumbers })
    .from(clients)
    .where(eq(clients.id, sql.placeholder('clientId')))
    .prepare('client_hide_numbers'),
);

/** Whether the client's screens and PDFs leave the numbers out (false for an id that is not a client). */
export async function isHidingNumbers(db: Database, params: { clientId: string }): Promise<boolean> {
  const [row] = await selectHideNumbers(db).execute({ clientId: params.clientId });
  return row?.hideNumbers ?? false;
}
