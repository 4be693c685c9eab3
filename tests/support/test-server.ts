import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { createApp } from '../../src/server/app.ts';
import { bootstrap, type Runtime } from '../../src/server/bootstrap.ts';
import { authUsers } from '../../src/server/db/schema/index.ts';
import { parseEnv } from '../../src/server/env.ts';
import { TEST_AUTH_SECRET } from './app-process.ts';
import { copySeededDatabase } from './seeded-database.ts';

export type TestServer = {
  baseUrl: string;
  runtime: Runtime;
  app: ReturnType<typeof createApp>;
  /** The auth user id of an account (demo or made by a test), by e-mail. */
  userIdOf: (email: string) => Promise<string>;
  close: () => Promise<void>;
};

// Every test server signs web pushes, on both databases: a PostgreSQL server without VAPID keys has
// push off (ADR 0082), a configured one is what the routes' tests describe.
const testVapidKeys = webpush.generateVAPIDKeys();

/**
 * Starts the real app over real HTTP on a free port, on a database of its own that is migrated and
 * has the demo practice seeded (the same seed as `npm start`): a copy of the run's template, made
 * once by the global setup (tests/support/seeded-template.ts). One per test file.
 */
export async function startTestServer(
  options: { env?: Record<string, string>; webRoot?: string } = {},
): Promise<TestServer> {
  const target = await copySeededDatabase();
  // The port comes first, so that the site's address (PUBLIC_URL) is the one the tests call.
  let app: ReturnType<typeof createApp> | undefined;
  const server = serve({
    fetch: (request) => (app ? app.fetch(request) : new Response('starting', { status: 503 })),
    port: 0,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: TEST_AUTH_SECRET,
    SIGN_IN_IP_LIMIT: '100000',
    // Tests of other things place many orders from one address and one e-mail; the shop's limits
    // are tested with a real shop's values in shop-hoarding.test.ts (ADR 0067).
    SHOP_ORDER_IP_LIMIT: '100000',
    SHOP_UNPAID_ORDER_LIMIT: '100000',
    SHOP_UNPAID_STOCK_SHARE: '100',
    PUBLIC_URL: baseUrl,
    VAPID_PUBLIC_KEY: testVapidKeys.publicKey,
    VAPID_PRIVATE_KEY: testVapidKeys.privateKey,
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
    ...options.env,
  });
  const runtime = await bootstrap({
    env,
    webRoot: options.webRoot ?? null,
    pgliteLocation: target.pgliteLocation,
    pgliteDump: target.pgliteDump,
    isDatabasePrepared: target.isPrepared,
    shouldSeedDemo: true,
  }).catch(async (error: unknown) => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await target.drop();
    throw error;
  });
  app = createApp(runtime.deps);
  return {
    baseUrl,
    runtime,
    app,
    userIdOf: async (email) => {
      const [user] = await runtime.deps.db
        .select({ id: authUsers.id })
        .from(authUsers)
        .where(eq(authUsers.email, email));
      if (!user) throw new Error(`no account for ${email}`);
      return user.id;
    },
    close: async () => {
      await runtime.deps.realtime.close();
      (server as unknown as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.database.close();
      await target.drop();
    },
  };
}
