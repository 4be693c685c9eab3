import { describe, expect, it } from 'vitest';
import { checkServerEnv, EnvError, parseEnv } from './env.ts';

describe('settings', () => {
  it('has defaults for an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', SEED_DEMO: 'auto' });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '', AI_PROVIDER: '' }).DATABASE_URL).toBeUndefined();
  });

  it('stops with a clear message on a bad value', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ AUTH_SECRET: 'short' })).toThrow(/AUTH_SECRET: must be at least 32 characters/);
  });

  describe('PUBLIC_URL (issue #38, finding 8)', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/denge', AUTH_SECRET: 'x'.repeat(32) };

    it('is required by a production server on PostgreSQL, which would otherwise name what Host says', () => {
      expect(() => checkServerEnv(parseEnv(production))).toThrow(EnvError);
      expect(() => checkServerEnv(parseEnv({ ...production, PUBLIC_URL: '' }))).toThrow(
        /PUBLIC_URL: required in production/,
      );
      const configured = parseEnv({ ...production, PUBLIC_URL: 'https://denge.example/' });
      expect(() => checkServerEnv(configured)).not.toThrow();
      expect(configured.PUBLIC_URL).toBe('https://denge.example');
    });

    it('defaults to localhost on the embedded database (the demo of npm start), in development and tests', () => {
      const embedded = parseEnv({ NODE_ENV: 'production', PORT: '4100' });
      expect(() => checkServerEnv(embedded)).not.toThrow();
      expect(embedded.PUBLIC_URL).toBe('http://localhost:4100');
      const test = parseEnv({ NODE_ENV: 'test', DATABASE_URL: 'postgres://db/denge' });
      expect(() => checkServerEnv(test)).not.toThrow();
      expect(test.PUBLIC_URL).toBe('http://localhost:3000');
      // Scripts that only open the database (migrate, seed, the benchmarks' preparation) parse the same settings.
      expect(parseEnv(production).PUBLIC_URL).toBe('http://localhost:3000');
    });
  });
});
