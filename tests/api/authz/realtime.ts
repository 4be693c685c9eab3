import { adminOnly, clientOwn, type MatrixEntry } from './matrix-types.ts';

// Authorization-matrix entries of the live event stream (src/server/realtime).
export const matrix: MatrixEntry[] = [
  // Every client has a stream of their own events; the id comes from the session.
  { ...clientOwn('GET', '/api/me/events', 200, 200), isStream: true },
  // The admins' stream: the practice's events (a client's new message) and the admin's own.
  { ...adminOnly('GET', '/api/admin/events', 200), isStream: true },
];
