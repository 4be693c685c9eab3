import { expect } from 'vitest';
import { recordVersionMessages, type Versioned } from '../../src/shared/record-versions.ts';
import type { ApiClient } from './api-client.ts';

// Issue #39 item 2, ADR 0053: every save of a shared record names the version its form read. One check
// per save route, beside each domain's tests: two tabs read the record at the same version; the first
// saves (the version moves on, and the answer says so); the second saves at the old version and gets
// 409 stale_version with the one Turkish text while the record stays as the first tab left it; read
// again, the second tab's save goes through. A save without a version is a Turkish 400.

type SaveRoute = {
  method: 'PUT' | 'PATCH';
  path: string;
  /** Reads the record as its screen does (an API read that carries the version). */
  read: () => Promise<Versioned>;
  /** The first tab's save, without the version. */
  first: Record<string, unknown>;
  /** The second tab's save, made from the old read; without the version. */
  second: Record<string, unknown>;
  /** The saved record in the save's answer (`{ client }` → its client). */
  savedOf: (body: any) => Versioned;
  /** What the record shows after a save of `first` or of `second` (a subset of the read). */
  shows?: (body: Record<string, unknown>) => Record<string, unknown>;
};

export async function expectSavedOnlyAtReadVersion(caller: ApiClient, route: SaveRoute) {
  const shows = route.shows ?? ((body) => body);
  const before = await route.read();
  const send = (body: Record<string, unknown>) => caller.request(route.method, route.path, body);

  const unversioned = await send(route.first);
  expect(unversioned.status, 'a save without a version').toBe(400);
  expect(unversioned.body).toMatchObject({ code: 'validation', message: recordVersionMessages.missing });
  expect(await route.read(), 'nothing written without a version').toEqual(before);

  const firstTab = await send({ ...route.first, version: before.version });
  expect(firstTab.status, JSON.stringify(firstTab.body)).toBe(200);
  expect(route.savedOf(firstTab.body).version).toBe(before.version + 1);
  const afterFirst = await route.read();
  expect(afterFirst).toMatchObject({ ...shows(route.first), version: before.version + 1 });

  const secondTab = await send({ ...route.second, version: before.version });
  expect(secondTab.status).toBe(409);
  expect(secondTab.body).toEqual({ code: 'stale_version', message: recordVersionMessages.stale });
  expect(await route.read(), "the stale save wrote nothing: the first tab's change is kept").toEqual(afterFirst);

  const reloaded = await send({ ...route.second, version: afterFirst.version });
  expect(reloaded.status, JSON.stringify(reloaded.body)).toBe(200);
  expect(route.savedOf(reloaded.body).version).toBe(before.version + 2);
  expect(await route.read()).toMatchObject({ ...shows(route.second), version: before.version + 2 });
}
