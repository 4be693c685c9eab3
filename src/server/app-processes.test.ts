import { describe, expect, it } from 'vitest';
import { decideProcessCount } from './app-processes.ts';
import { EnvError, parseEnv } from './env.ts';

const onPostgres = { DATABASE_URL: 'postgres://denge@db.example:5432/denge', AUTH_SECRET: 'x'.repeat(32) };

describe('decideProcessCount', () => {
  it('runs one process per core on PostgreSQL unless WEB_CONCURRENCY says otherwise', () => {
    expect(decideProcessCount(parseEnv(onPostgres), 4)).toBe(4);
    expect(decideProcessCount(parseEnv({ ...onPostgres, WEB_CONCURRENCY: '1' }), 4)).toBe(1);
    expect(decideProcessCount(parseEnv({ ...onPostgres, WEB_CONCURRENCY: '3' }), 2)).toBe(3);
    expect(decideProcessCount(parseEnv({ ...onPostgres, WEB_CONCURRENCY: '' }), 2)).toBe(2);
  });

  it('runs the embedded database in one process, and refuses more', () => {
    expect(decideProcessCount(parseEnv({}), 8)).toBe(1);
    expect(decideProcessCount(parseEnv({ WEB_CONCURRENCY: '1' }), 8)).toBe(1);
    expect(() => decideProcessCount(parseEnv({ WEB_CONCURRENCY: '2' }), 8)).toThrow(EnvError);
  });

  it('refuses a WEB_CONCURRENCY that is not a whole number from 1 to 64', () => {
    for (const value of ['0', '-1', '1.5', 'iki', '65']) {
      expect(() => parseEnv({ ...onPostgres, WEB_CONCURRENCY: value })).toThrow(EnvError);
    }
  });
});
