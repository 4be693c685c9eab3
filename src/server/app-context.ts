import type { SessionUser } from '../shared/schemas/auth.ts';
import type { Auth } from './auth/auth.ts';
import type { SessionCache } from './auth/session-cache.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { Env } from './env.ts';
import type { Logger } from './logging/logger.ts';
import type { MailSettings } from './mail/mail-settings.ts';
import type { VapidKeys } from './push/vapid-keys.ts';
import type { RealtimeHub } from './realtime/hub.ts';
import type { StorageDriver } from './storage/storage-driver.ts';

/** Everything a request handler may use; built once in main.ts (or a test) and shared by all requests. */
export type AppDeps = {
  db: Database;
  dbKind: DatabaseKind;
  auth: Auth;
  /** The secret that signs session cookies (AUTH_SECRET or the embedded one); also signs known devices (ADR 0066). */
  authSecret: string;
  /** Signed-in users by session cookie, kept briefly; emptied per account on revocation. */
  sessions: SessionCache;
  env: Env;
  realtime: RealtimeHub;
  /** Uploaded files: local disk under DATA_DIR or S3 (src/server/storage). */
  storage: StorageDriver;
  mail: MailSettings;
  /** The VAPID keys that sign web pushes (ADR 0082); null when push is off. Only the public key is served. */
  vapid: VapidKeys | null;
  /** The JSON request logger; made from LOG_LEVEL when not given (tests pass their own). */
  logger?: Logger;
  /** Folder of the built SPA; null when the API runs alone (API tests). */
  webRoot: string | null;
};

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    /** Set by the guards: the signed-in user of this request. */
    user: SessionUser;
  };
};
