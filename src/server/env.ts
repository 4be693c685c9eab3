import { z } from 'zod';

// Every setting of the runtime contract (ARCHITECTURE.md) is parsed here, once. Empty strings count
// as unset so that a copied .env.example with blank values behaves like no value at all.
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().default('./data'),
  /** Folder of the built SPA (vite build). */
  WEB_ROOT: z.string().default('dist/web'),
  /**
   * The site's own address (https://denge.example): robots.txt, sitemap.xml, canonical and Open Graph
   * URLs, the calendar feed and the mails name it, never the request's Host header (a cached page must
   * not carry a stranger's host). Required in production on PostgreSQL; see resolvePublicUrl.
   */
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * The VAPID key pair that signs web pushes (base64url, as `web-push generate-vapid-keys` prints them).
   * Generated into DATA_DIR when unset in embedded mode, like AUTH_SECRET; with DATABASE_URL every
   * process must share them, so without both push is off (ADR 0082).
   */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  /** Who the push services may contact about our pushes: mailto: or https: (default: PUBLIC_URL). */
  VAPID_SUBJECT: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SMTP_URL: optionalUrl,
  MAIL_FROM: optionalText,
  AI_PROVIDER: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['openai', 'openai-compatible']).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_BASE_URL: optionalUrl,
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Path-style bucket URLs (MinIO and most self-hosted services); defaults to true when S3_ENDPOINT is set. */
  S3_FORCE_PATH_STYLE: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['true', 'false', '1', '0']).optional()),
  /** Public base URL of the bucket (or a CDN in front of it); without it the app serves /uploads/*. */
  S3_PUBLIC_URL: optionalUrl,
  /** false: this process serves requests only; the mail worker and scheduled jobs run elsewhere. */
  RUN_WORKERS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * How many app processes serve HTTP (ADR 0031). Unset: one per CPU core on PostgreSQL, one on the
   * embedded database (it lives inside a single process, so more than one needs DATABASE_URL).
   */
  WEB_CONCURRENCY: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(64).optional()),
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', 'auto', ''])
    .default('auto')
    .transform((v) => (v === '' ? 'auto' : v)),
  /** Sign-in attempts allowed per IP address in 15 minutes (raise it for load tests). */
  SIGN_IN_IP_LIMIT: z.coerce.number().int().min(1).default(30),
  /** Sign-in attempts allowed per account from one address in 15 minutes (ADR 0013). */
  SIGN_IN_ACCOUNT_LIMIT: z.coerce.number().int().min(1).default(8),
  /**
   * Failed sign-ins allowed per account in 15 minutes from devices that have never signed in to it,
   * over all addresses together; past it only a known device signs in (ADR 0066).
   */
  SIGN_IN_NEW_DEVICE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Public appointment requests allowed per IP address in an hour (raise it for load tests). */
  BOOKING_IP_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Public KVKK requests (/kvkk/basvuru) allowed per IP address in an hour, valid or not (ADR 0085). */
  KVKK_REQUEST_IP_LIMIT: z.coerce.number().int().min(1).default(5),
  /** Order attempts allowed per address (an IPv6 /64) in an hour, valid or not (ADR 0067). */
  SHOP_ORDER_IP_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Unpaid orders placed in the last 24 hours allowed per address and per e-mail (ADR 0067). */
  SHOP_UNPAID_ORDER_LIMIT: z.coerce.number().int().min(1).default(3),
  /** The share of a product's stock, in per cent, that unpaid orders may hold together (ADR 0067). */
  SHOP_UNPAID_STOCK_SHARE: z.coerce.number().int().min(1).max(100).default(50),
  LOG_LEVEL: z.enum(['silent', 'error', 'info']).default('info'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'PUBLIC_URL'> & {
  /** Always set: the configured address without a trailing slash, or http://localhost:PORT. */
  PUBLIC_URL: string;
  /** PUBLIC_URL was not configured and is the localhost default (refused by a production server: see below). */
  IS_PUBLIC_URL_DEFAULT: boolean;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid settings (see .env.example):\n${lines.join('\n')}`);
  }
  const configured = result.data.PUBLIC_URL?.replace(/\/+$/, '');
  return {
    ...result.data,
    PUBLIC_URL: configured ?? `http://localhost:${result.data.PORT}`,
    IS_PUBLIC_URL_DEFAULT: configured === undefined,
  };
}

/**
 * What a server needs beyond well-formed values (main.ts, before it listens). A production server on
 * PostgreSQL is a real site behind a real name: without PUBLIC_URL its pages, robots.txt, sitemap.xml,
 * the calendar feed and the mails would have to name whatever Host a request says, which anyone can
 * send and a cache would keep, so it refuses to start. The embedded database (the demo of `npm start`)
 * and development and tests run on this machine and default to http://localhost:PORT.
 */
export function checkServerEnv(env: Env): void {
  if (env.IS_PUBLIC_URL_DEFAULT && env.NODE_ENV === 'production' && env.DATABASE_URL) {
    throw new EnvError(
      'Invalid settings (see .env.example):\n  PUBLIC_URL: required in production with DATABASE_URL ' +
        '(the address visitors use, e.g. https://denge.example)',
    );
  }
}
