import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env.ts';

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
});
