import type { ApiClient } from '../tests/support/api-client.ts';

/**
 * The API routes the benchmark loads. Each later feature adds its screen's request here, so the
 * table grows with the product. `signIn` picks the session the request runs under.
 */
export type HttpScenario = { name: string; path: string; signIn?: 'admin' | 'client' };

export const httpScenarios: HttpScenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'session (signed-in client, DB-backed)', path: '/api/auth/session', signIn: 'client' },
  { name: 'client picker search (admin)', path: '/api/admin/clients/options?search=ay', signIn: 'admin' },
  { name: 'client home, whole screen (client)', path: '/api/me/home', signIn: 'client' },
  { name: 'calorie diary day (client)', path: '/api/me/diary?date=today', signIn: 'client' },
  { name: 'notifications bell (client)', path: '/api/me/notifications', signIn: 'client' },
  { name: 'client list search (admin)', path: '/api/admin/clients?search=ay', signIn: 'admin' },
];

/** Replaces the `today` placeholder with today's date in Europe/Istanbul. */
export const resolveScenarioPath = (path: string, today: string) => path.replace('date=today', `date=${today}`);

export type SignedInClients = Record<'admin' | 'client', ApiClient>;
