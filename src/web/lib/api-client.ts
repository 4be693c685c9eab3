import { type ClientResponse, hc } from 'hono/client';
import type { AdminApi, MeApi, PublicApi } from '../../server/routes.ts';
import { ApiError, networkErrorMessage, readApiResponse } from './api.ts';

// The browser's typed API client. Paths, inputs (json, query, param) and success bodies come from
// the server's route definitions (`import type` only: no server code reaches the bundle), so a
// renamed route or a changed response breaks the typecheck instead of a screen.
//
//   const goals = await call(adminApi.goals.$get({ query: { page: '2' } }));

export const publicApi = hc<PublicApi>('/api', { fetch: sameOriginFetch });
export const meApi = hc<MeApi>('/api/me', { fetch: sameOriginFetch });
export const adminApi = hc<AdminApi>('/api/admin', { fetch: sameOriginFetch });

function sameOriginFetch(input: RequestInfo | URL, init?: RequestInit) {
  return fetch(input, { ...init, credentials: 'same-origin', headers: withAccept(init?.headers) });
}

function withAccept(headers: HeadersInit | undefined) {
  const result = new Headers(headers);
  result.set('accept', 'application/json');
  return result;
}

/** The success body of a typed call; a failed call throws ApiError with the server's Turkish message. */
export async function call<T>(request: Promise<ClientResponse<T, number, 'json'>>): Promise<T> {
  let response: ClientResponse<T, number, 'json'>;
  try {
    response = await request;
  } catch {
    throw new ApiError(0, 'network', networkErrorMessage);
  }
  return readApiResponse<T>(response as unknown as Response);
}
