import { defaultReminderSettings } from '../../../src/shared/schemas/reminders.ts';
import { clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the reminders module (src/server/modules/reminders): every route it
// mounts, collected by tests/api/authorization-matrix.test.ts. Both routes touch only the caller's own
// reminders, so client B gets 200 as well.

export const matrix: MatrixEntry[] = [
  clientOwn('GET', '/api/me/reminders', 200, 200),
  clientOwn('PUT', '/api/me/reminders', 200, 200, () => ({
    path: '/api/me/reminders',
    body: defaultReminderSettings,
  })),
];
