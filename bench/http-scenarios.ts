import type { ApiClient } from '../tests/support/api-client.ts';

/**
 * The API routes the benchmark loads. Each later feature adds its screen's request here, so the
 * table grows with the product. `signIn` picks the session the request runs under.
 */
export type HttpScenario = { name: string; path: string; signIn?: 'admin' | 'client' };

export const httpScenarios: HttpScenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'session (signed-in client, DB-backed)', path: '/api/auth/session', signIn: 'client' },
  { name: 'client picker search (admin)', path: '/api/admin/client-options?search=ay', signIn: 'admin' },
];

export type SignedInClients = Record<'admin' | 'client', ApiClient>;
